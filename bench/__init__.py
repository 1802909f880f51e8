"""Benchmarks that are not part of the product: the hand-written reference simulators (`bench/reference/`)."""
