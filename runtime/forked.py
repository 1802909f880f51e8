"""A pool of forked worker processes that Ctrl-C stops cleanly: what simulations and reports play games in.

Ctrl-C reaches the whole process group: the workers ignore it (they are forked while SIGINT is ignored,
so none prints a traceback) and the parent stops them, then lets the KeyboardInterrupt go on to say how
far the work got.
"""
from __future__ import annotations

import multiprocessing
import signal


def forked_each(fn, jobs, workers: int, take, ordered: bool = False) -> None:
    """`take(fn(job))` in the parent for every job run in `workers` forked processes (in job order if `ordered`)."""
    context = multiprocessing.get_context("fork")
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        pool = context.Pool(workers)
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        for result in (pool.imap if ordered else pool.imap_unordered)(fn, jobs):
            take(result)
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)     # a second Ctrl-C must not cut the clean-up short
        try:
            pool.terminate()
            pool.join()
        finally:
            signal.signal(signal.SIGINT, previous)
        raise
    except BaseException:
        pool.terminate()
        pool.join()
        raise
    pool.close()
    pool.join()
