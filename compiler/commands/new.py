"""`cairn new GAME`: a small, complete game written into definitions/, the designer's starting point.

The starter (compiler/commands/starter/) is a real game: it checks, builds, simulates, prints its sheets
and passes its two scenarios, so every command works on it at once and each part can be changed from
there. Only its id and name are filled in, as plain YAML text.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

from ..driver.build import ProjectError, find_project, package_name

STARTER = Path(__file__).resolve().parent / "starter"
GAME_ID = re.compile(r"[a-z][a-z0-9_-]*")
FILES = ("game.yaml", "decks.yaml", "scenarios/picking-moves-the-card-and-refills-the-market.yaml",
         "scenarios/every-kind-scores-the-bonus.yaml")


def game_name(game: str) -> str:
    """The printed name of a new game from its id: my-first-game → My First Game."""
    return " ".join(word.capitalize() for word in re.split(r"[-_]+", game) if word)


def yaml_text(text: str) -> str:
    """`text` as a YAML value that reads back as that text: plain where it can be, else double-quoted (a JSON
    string is a YAML double-quoted scalar), so a game called `true` or `no` stays a name."""
    return text if yaml.safe_load(text) == text else json.dumps(text)


def new_game(start: Path, explicit: str | None, game: str) -> Path:
    """Write the starter game as `game` into the project found from `start` (or `start` itself, made a
    project, when none is found); its folder, which must not exist yet."""
    if not GAME_ID.fullmatch(game):
        raise ProjectError(f"'{game}' cannot be a game's id: use a lower-case letter, then letters, digits, "
                           "'-' or '_', such as my-game")
    try:
        definitions = find_project(start, explicit).definitions
    except ProjectError:
        if explicit is not None:
            raise
        definitions = start / "definitions"
    folder = definitions / game
    if folder.exists() or folder.is_symlink():
        raise ProjectError(f"{folder} exists already: choose another name, or remove it first")
    clash = [name for name in (sorted(p.name for p in definitions.iterdir()) if definitions.is_dir() else [])
             if package_name(name) == package_name(game)]
    if clash:
        raise ProjectError(f"'{game}' and the game '{clash[0]}' would both be compiled into "
                           f"generated/{package_name(game)}/: choose another name")
    for rel in FILES:
        text = (STARTER / rel).read_text(encoding="utf-8")
        text = (text.replace("id: {{id}}", f"id: {yaml_text(game)}").replace("game: {{id}}", f"game: {yaml_text(game)}")
                .replace("name: {{name}}", f"name: {yaml_text(game_name(game))}").replace("{{id}}", game))
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return folder


def new_command(explicit: str | None, game: str) -> int:
    folder = new_game(Path.cwd(), explicit, game)
    print(f"wrote a starter game into {folder}: its rules are written at the top of game.yaml.\n"
          f"Next: cairn check {game} · cairn test {game} · cairn build · cairn simulate {game} -n 200 · "
          f"cairn sheets {game} · cairn watch {game} (rebuilds and re-tests on every save)")
    return 0
