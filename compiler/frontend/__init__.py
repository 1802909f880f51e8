"""The front end: read a game's YAML (load), check it against the schemas (validate), build the
game model and parse its effect language (model, parse, ast, effects.lark), then resolve and type
every name (resolve). Everything a designer can get wrong is reported here, with its position
(diagnostics); nothing here writes a file."""
