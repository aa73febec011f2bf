"""A spatial transformer network (Jaderberg et al., 2015) trained a few steps in float64: a small
localisation network predicts an affine transform theta per image, F.affine_grid turns it into a
sampling grid, a grid sampler resamples the image, and a classifier head scores it (cross-entropy).
The sampler is skucat's (skucat.torch.grid_sample: its forward and backward are catalog SKUs) or
PyTorch's (F.grid_sample); both train identically.

    python examples/spatial_transformer.py --sampler skucat --steps 5
    python examples/spatial_transformer.py --sampler torch
    python examples/spatial_transformer.py --compile     # torch.compile(model, backend="aot_eager", fullgraph=True)
"""

from __future__ import annotations

import argparse

import torch
import torch.nn.functional as F
from torch import nn

import skucat.torch

SAMPLERS = {"skucat": skucat.torch.grid_sample, "torch": F.grid_sample}


class SpatialTransformer(nn.Module):
    def __init__(self, sampler, channels: int, size: int, classes: int, hidden: int = 16):
        super().__init__()
        self.sampler = sampler
        self.localisation = nn.Sequential(
            nn.Conv2d(channels, 4, 3, padding=1), nn.MaxPool2d(2), nn.ReLU(), nn.Flatten(),
            nn.Linear(4 * (size // 2) ** 2, hidden), nn.ReLU(), nn.Linear(hidden, 6))
        with torch.no_grad():   # start near the identity transform
            self.localisation[-1].weight.mul_(0.1)
            self.localisation[-1].bias.copy_(torch.tensor([1.0, 0, 0, 0, 1, 0]))
        self.head = nn.Sequential(nn.Conv2d(channels, 4, 3, padding=1), nn.ReLU(), nn.Flatten(),
                                  nn.Linear(4 * size * size, classes))

    def forward(self, images):
        theta = self.localisation(images).view(-1, 2, 3)
        grid = F.affine_grid(theta, list(images.shape), align_corners=False)
        warped = self.sampler(images, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
        return self.head(warped)


def train(sampler: str = "skucat", compile: bool = False, steps: int = 5, batch: int = 8, size: int = 12,
          channels: int = 1, classes: int = 4, seed: int = 0, lr: float = 0.01) -> list[float]:
    """The loss before each of `steps` Adam steps on one fixed batch of random images and labels."""
    torch.manual_seed(seed)
    images = torch.rand(batch, channels, size, size, dtype=torch.float64)
    labels = torch.randint(classes, (batch,))
    model = SpatialTransformer(SAMPLERS[sampler], channels, size, classes).double()
    forward = torch.compile(model, backend="aot_eager", fullgraph=True) if compile else model
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    losses = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = F.cross_entropy(forward(images), labels)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return losses


def main(argv=None) -> list[float]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sampler", choices=sorted(SAMPLERS), default="skucat")
    parser.add_argument("--compile", action="store_true", help="torch.compile(model, backend='aot_eager', fullgraph=True)")
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--size", type=int, default=12, help="image height and width (even)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    losses = train(args.sampler, args.compile, args.steps, args.batch, args.size, seed=args.seed)
    for step, loss in enumerate(losses):
        print(f"step {step}: loss {loss:.15f}")
    return losses


if __name__ == "__main__":
    main()
