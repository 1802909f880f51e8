"""Strategies: a bot's policy written by the designer in the game's YAML, in the effect language.

    strategies:
      hold_at_20:
        text: The textbook Pig player.
        prefer:
          - {take: stop_rolling, when: "turn_total >= 20"}
          - {take: roll_again}
        value: points + turn_total

`prefer` is tried in order: the first rule whose `when` holds for the deciding player and whose
action (an action's name, the variable of a `choose`, or `pass`) is among the legal moves decides;
`value` ranks the moves left, one move ahead. Both are read for the deciding player, on a world its
seat could be in, so they may read only what that seat may see (E621).
"""
from __future__ import annotations


from . import ast
from .plain import Made, Plain
from .diagnostics import Diagnostic, Span, did_you_mean

BUILT_IN_AGENTS = ("random", "greedy", "ismcts", "human")
PASS = "pass"


class PreferRule(Plain):
    takes: tuple                # action names, choice variables or "pass"
    take_spans: tuple
    when: ast.Node | None
    span: Span


class StrategyDef(Plain):
    name: str
    span: Span
    text: str | None = None
    authored: bool = False
    prefer: list = Made(list)
    value: ast.Node | None = None


def read_strategies(reader, model, node) -> None:
    """`strategies:` of game.yaml into model.strategies (its shape was checked by the schema)."""
    if node is None or not isinstance(node.value, dict):
        return
    for name, snode in node.value.items():
        s = snode.value if isinstance(snode.value, dict) else {}
        key_span = (node.key_spans or {}).get(name) or snode.span
        strategy = StrategyDef(name, key_span, s["text"].value if "text" in s else None,
                               bool(s["authored"].value) if "authored" in s else False)
        if name in BUILT_IN_AGENTS:
            reader.error("E622", f"the strategy '{name}' has the name of a built-in agent", key_span,
                         help=f"choose another name: {', '.join(BUILT_IN_AGENTS)} are Cairn's own agents")
        for rule in (s["prefer"].value if "prefer" in s and isinstance(s["prefer"].value, list) else ()):
            r = rule.value if isinstance(rule.value, dict) else {}
            take = r.get("take")
            items = take.value if take is not None and isinstance(take.value, list) else [take] if take else []
            strategy.prefer.append(PreferRule(tuple(i.value for i in items), tuple(i.span for i in items),
                                              reader.code(r.get("when"), "expr"), rule.span))
        strategy.value = reader.code(s.get("value"), "expr")
        if not strategy.prefer and strategy.value is None:
            reader.error("E623", f"the strategy '{name}' says nothing about how to play", key_span,
                         help="give it `prefer:` rules (take an action when a condition holds), a `value:` to make "
                              "as high as it can, or both")
        model.strategies[name] = strategy


def choice_variables(model) -> set:
    """The variables of every `choose` of the game: a decision a strategy may name in `take:`."""
    trees = [a.effect for a in model.actions.values()] + [p.body for p in model.procedures.values()]
    trees += [t for table in model.tables.values() for t in table.card_code.values()]
    trees += [s.body for s in model.setup + model.round + model.hand_setup + model.hand_scoring]
    return {n.var for tree in trees if isinstance(tree, ast.Node) for n in tree.walk() if isinstance(n, ast.Choose)}


def check_strategies(resolver, scope_of, bool_kind, int_kind) -> None:
    """Names in `take:` exist; `when` is a condition and `value` a number, read for the deciding player;
    neither reads what the deciding seat may not see."""
    model = resolver.model
    decisions = set(model.actions) | choice_variables(model) | {PASS}
    for strategy in model.strategies.values():
        for rule in strategy.prefer:
            for name, span in zip(rule.takes, rule.take_spans):
                if name not in decisions:
                    resolver.error("E620", f"the strategy '{strategy.name}' takes '{name}', which is no action, "
                                           "choice or pass of this game", span,
                                   did_you_mean(name, sorted(decisions)))
            if rule.when is not None:
                resolver.expect(rule.when, scope_of(), bool_kind)
                hidden_reads(resolver, strategy, rule.when)
        if strategy.value is not None:
            resolver.expect(strategy.value, scope_of(), int_kind)
            hidden_reads(resolver, strategy, strategy.value)


def hidden_reads(resolver, strategy, tree) -> None:
    """E621 at another player's secret number or flag, or a shared one nobody sees.

    A bot decides on a world its seat could be in (runtime/knowledge.py `determinize`): cards it cannot
    see are dealt anew there, but others' secret counters and flags keep their real values, so reading
    them would be cheating. Piles are fine: what the seat cannot see of them is imagined.
    """
    model = resolver.model
    for node in tree.walk():
        fdef, whose = None, None
        if isinstance(node, ast.Field) and resolver.kinds.get(id(node.obj), ("any",))[0] == "player" and \
                not (isinstance(node.obj, ast.Name) and node.obj.name == "me"):
            fdef, whose = model.player.get(node.name), "another player's"
        elif isinstance(node, ast.Name):
            binding = resolver.bindings.get(id(node))
            if binding is not None and binding.category == "gfield":
                fdef, whose = model.globals.get(binding.name), "the shared"
        if fdef is not None and fdef.visible not in ("everyone", "cards") and fdef.type not in ("zone", "set"):
            resolver.diags.append(Diagnostic(
                "E621", f"the strategy '{strategy.name}' reads {whose} '{fdef.name}', which its seat may not see "
                        f"(visible: {fdef.visible})", node.span,
                help="a bot decides only on what its seat may see; read the deciding player's own fields, "
                     "or what is visible to everyone"))
