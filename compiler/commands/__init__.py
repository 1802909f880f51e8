"""The commands of `cairn` (cli: argument parsing, the exit codes, and the commands that are only a few
lines over the layers below), with those that have a module of their own: `cairn test` (scenarios) and
`cairn bench` (bench, and bench_targets, the performance targets it sets its figures against). Nothing
else in the compiler imports this package."""
