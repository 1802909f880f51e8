"""Forked worker processes that Ctrl-C stops cleanly: what simulations and reports play games in.

The jobs are a list made before forking, so every worker holds them already: a worker takes the next job
by its index from a shared counter and sends back `(index, result)` on a pipe of its own. Nothing is sent
to a worker, and the parent has one thread, woken only by a result. (multiprocessing.Pool, used before,
kept three threads in the parent, one of which spun while a result waited in the pipe: 1-2 ms of the
parent's CPU a result, taken from the cores the workers play on.)

Ctrl-C reaches the whole process group: the workers ignore it (they are forked while SIGINT is blocked
and ignore it before unblocking, so none prints a traceback) and the parent stops them, then lets the KeyboardInterrupt go on to say how
far the work got.
"""
from __future__ import annotations

import multiprocessing
import signal
from multiprocessing.connection import wait
from multiprocessing.pool import ExceptionWithTraceback


def forked_each(fn, jobs, workers: int, take, ordered: bool = False) -> None:
    """`take(fn(job))` in the parent for every job run in `workers` forked processes (in job order if `ordered`)."""
    jobs = list(jobs)
    context = multiprocessing.get_context("fork")
    following = context.Value("q", 0)       # the index of the next job a worker takes
    processes, pipes = _start(context, min(workers, len(jobs)), fn, jobs, following)
    try:
        _gather(pipes, len(jobs), take, ordered)
    except KeyboardInterrupt:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)   # a second Ctrl-C must not cut the clean-up short
        try:
            _stop(processes)
        finally:
            signal.signal(signal.SIGINT, previous)
        raise
    except BaseException:
        _stop(processes)
        raise
    for process in processes:
        process.join()


def _start(context, count: int, fn, jobs: list, following):
    """`count` workers, forked while SIGINT is blocked.

    Blocked, not ignored: a Ctrl-C that comes while the workers are forked waits until the parent unblocks
    it and then stops the run. (Ignored, it was lost: a Ctrl-C sent to the parent alone in that moment
    left the run going.) A worker is born with SIGINT blocked and ignores it before unblocking (`_work`).

    (gc.freeze() before forking, the usual cure for the pages a worker's collections copy, changes
    nothing here: a worker of a 4,000-game Appalachian run faults in about 1,700 pages either way, its
    heap is small and its games end before a full collection.)
    """
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    processes, pipes = [], []
    try:
        for _ in range(count):
            reader, writer = context.Pipe(duplex=False)
            process = context.Process(target=_work, args=(fn, jobs, following, writer), daemon=True)
            process.start()
            writer.close()      # the worker's alone: its end of file tells the parent the worker has gone
            processes.append(process)
            pipes.append(reader)
    except BaseException:
        _stop(processes)
        raise
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    return processes, pipes


def _work(fn, jobs: list, following, pipe) -> None:
    """In a worker: take the next job until none is left; a job that fails ends the worker (and the run)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # the parent stops the workers: none prints a traceback
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    while True:
        with following.get_lock():
            index = following.value
            following.value = index + 1
        if index >= len(jobs):
            break
        try:
            answer = (index, True, fn(jobs[index]))
        except BaseException as err:     # told to the parent, which raises it; the worker stops here
            answer = (index, False, ExceptionWithTraceback(err, err.__traceback__))
        try:
            pipe.send(answer)
        except Exception as err:         # a result or an error that does not pickle
            pipe.send((index, False, RuntimeError(f"job {index}: its {'result' if answer[1] else 'error'} "
                                                  f"cannot be sent from the worker: {err}")))
        if not answer[1]:
            break
    pipe.close()


def _gather(pipes: list, total: int, take, ordered: bool) -> None:
    """`take` each result as it comes (or in job order if `ordered`) until all `total` have come."""
    waiting: dict = {}      # ordered: results that came before the one due next
    due = 0
    received = 0
    open_pipes = list(pipes)
    while received < total:
        if not open_pipes:
            raise RuntimeError(f"a worker process ended in the middle of a job (killed? out of memory?): "
                               f"{received} of {total} jobs done")
        for pipe in wait(open_pipes):
            try:
                index, ok, result = pipe.recv()
            except EOFError:    # the worker has finished (or died: then the jobs left say so)
                open_pipes.remove(pipe)
                continue
            if not ok:
                raise result
            received += 1
            if not ordered:
                take(result)
                continue
            waiting[index] = result
            while due in waiting:
                take(waiting.pop(due))
                due += 1


def _stop(processes: list) -> None:
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join()
