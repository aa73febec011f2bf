"""A bag-of-words classifier trained with skucat.autodiff alone: each token's embedding row holds
its class logits, a sentence's logits are their mean over the sequence plus a bias, and plain SGD
on the NLL loss of their log_softmax learns a small synthetic dataset whose classes each favour a
few tokens.

    python examples/embedding_model.py --steps 200 --size 512
"""

from __future__ import annotations

import argparse

import numpy as np

from skucat import autodiff, ops


def dataset(rng, size: int, vocab: int, classes: int, length: int):
    """Sentences of `length` tokens; a sentence of class k draws half its tokens from k's own few."""
    labels = rng.integers(0, classes, size)
    favoured = rng.permutation(vocab)[:classes * 4].reshape(classes, 4)
    tokens = rng.integers(0, vocab, (size, length))
    own = rng.random((size, length)) < 0.5
    tokens[own] = favoured[labels[:, None].repeat(length, 1)[own], rng.integers(0, 4, own.sum())]
    return tokens, labels


def loss_of(table, bias, tokens, labels):
    logits = ops.add(ops.mean(ops.embedding(tokens, table), 1), bias)   # [size, classes]
    return ops.nll_loss(ops.log_softmax(logits, -1), labels)


def main(argv=None) -> list[float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200, help="SGD steps")
    parser.add_argument("--size", type=int, default=512, help="sentences in the dataset")
    parser.add_argument("--vocab", type=int, default=100)
    parser.add_argument("--classes", type=int, default=5)
    parser.add_argument("--length", type=int, default=12, help="tokens a sentence")
    parser.add_argument("--lr", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    tokens, labels = dataset(rng, args.size, args.vocab, args.classes, args.length)
    table = rng.standard_normal((args.vocab, args.classes)).astype(np.float32) * 0.01
    bias = np.zeros(args.classes, np.float32)
    losses = []
    for step in range(args.steps):
        weight, shift = autodiff.from_inner(table), autodiff.from_inner(bias)
        loss = loss_of(weight, shift, tokens, labels)
        grads = autodiff.backward(loss)
        table -= args.lr * autodiff.grad(weight, grads)
        bias -= args.lr * autodiff.grad(shift, grads)
        losses.append(float(autodiff.inner(loss)))
        if step % max(args.steps // 10, 1) == 0 or step == args.steps - 1:
            print(f"step {step:4d}  loss {losses[-1]:.4f}")
    return losses


if __name__ == "__main__":
    main()
