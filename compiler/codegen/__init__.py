"""The Python back end: turn a resolved game model into the readable `rules.py` and `data.py` of
`generated/<game>/` (emit, with the effect-to-Python writer pygen, the one-pass move generators of
choices, the continuations of effects that wait on a choice, the save layout), every designer
string passing through pytext's escaping and every module through guard's shape check."""
