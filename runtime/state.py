"""The game state and the decision model every compiled game is played through.

State is plain data — `g` (shared fields), `players` (one record per seat, runtime/records.py:
read as `p.energy` by the game's rules, by name as `p["energy"]` anywhere else) — plus flow
data the runtime alone changes (phase, step, round, picks). The RNG lives in the state,
so a state and its seed reproduce a game exactly; `to_json`/`from_json` and `clone`
carry all of it.

Decisions: `legal_actions()` lists the moves of the one player who must decide now.
In a `secret` step every player chooses in turn, but no observation shows another
player's choice (nor what it changed) until all have chosen.
"""
from __future__ import annotations

import json
import random
from typing import NamedTuple

from .chance import resume
from .endings import never_ended
from .errors import RulesFailed
from .fastplay import counted_listing, counted_move, counted_total, moves_offered
from .knowledge import field_view, forget_moved, known_facts, plain, visibility, watch_shown
from .offered import in_counted, names_players, of_decision
from .piles import check_caps
from .records import PLAYER_FIELDS
from .rules import PASS, TURN_ORDER_KEYS, GameRules, RuleError
from .streams import own_copy

MAX_ROUNDS = 10_000   # a safety net against a definition whose game never ends


class Move(NamedTuple):
    """One decision: who, which action, with which arguments. `str(move)` is its notation."""
    seat: int
    name: str
    args: tuple = ()
    label: str | None = None
    words: tuple = ()

    def __str__(self):
        # a group of items (a choice of several) is joined with commas. Written out in place: a tableau's decision
        # prints hundreds of moves (parse_action, a log, a test)
        label, words = self.label, self.words
        out = [label, self.name] if label else [self.name]
        given = len(words)
        for i, arg in enumerate(self.args):
            if i < given and words[i]:
                out.append(words[i])
            out.append(",".join(map(str, arg)) if isinstance(arg, (tuple, list)) else str(arg))
        return " ".join(out)


class Seat(int):
    """A player as a move names them: their seat, written `player 2`, never their fields."""
    __slots__ = ()

    def __str__(self):
        return f"player {int(self)}"


def _tuples(value):
    """JSON turns tuples into lists; choices are compared as tuples again after a load."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


new_move = tuple.__new__   # skips NamedTuple's Python-level __new__ in the hot loop


def _chosen(options: list, option) -> tuple | None:
    """(the place of `option` among a choice's `options`, how many they are), kept in GameState.origin: the lowered
    state makes the choice again by drawing it (runtime/lookahead.py `weighed_chosen`). None where it is no option."""
    try:
        return options.index(option), len(options)
    except ValueError:
        return None


def _own_copy(rng: random.Random) -> random.Random:
    """A random stream in the state of `rng`. Not `random.Random()`: that seeds itself from the system first."""
    made_later = own_copy(rng)      # (a stream made when first drawn, not made yet: the copy likewise)
    if made_later is not None:
        return made_later
    copy = random.Random.__new__(type(rng))
    copy.setstate(rng.getstate())
    return copy


def checked_setting(rules: GameRules, players: int, options: dict | None) -> dict:
    """The options of a game of `players` players, every one checked (defaults filled in); a RuleError for a
    number of players the game is not for, or an option it does not have."""
    if not rules.min_players <= players <= rules.max_players:
        raise RuleError(f"{rules.name} is for {rules.min_players}–{rules.max_players} players, not {players}")
    return rules.check_options(options or {})


class GameState:
    def __init__(self, rules: GameRules, players: int, seed: int = 0, options: dict | None = None,
                 start: bool = True):
        self.rules = rules
        self.seed = seed
        self.options = checked_setting(rules, players, options)
        self.rng = random.Random(seed)
        self.forced_rolls: list = []
        self.notes: list = []
        self.history: list = []
        self.public: list = []     # per move of the history: what the other seats saw of it (None: all of it)
        self._texts: list = []     # the notation of each move of the history, written once (observations show it)
        self.revealed: list = []   # what effects showed to whom (runtime/knowledge.py)
        # while an effect waits on its player's choice: the game before the action, the moves since and, of each
        # choice among them, (the option's place among the options, their number) (runtime/knowledge.py imagines
        # the choice from there; what the effect worked out stays unseen; runtime/lookahead.py weighs the options on
        # the lowered state from there)
        self.origin: list | None = None
        self.phase = "setup"
        self.step = 0
        self.round = 0
        self.picks: list | None = None
        self.snapshot: list | None = None         # players as a secret step began
        self.shared_snapshot: dict | None = None  # shared fields as a secret step began
        # the game as the secret step now played began, at its first decision (where someone observes): the
        # others' picks since are imagined anew from there (runtime/knowledge.py). Never changed; not saved
        self.secret_start: GameState | None = None
        self.end_requested = False
        self.pending: dict | None = None
        self._moves: list | None = None    # legal moves of the decision now pending, built when asked for
        self._groups: list | None = None   # the same decision as (action name, [argument tuples]) groups
        self._seat = 0                     # who decides, while _groups is set
        self._move_index = None            # [legal moves, {notation: move}, how many read] of parse_action's decision
        self.observed = True               # False while nobody looks (a random playout): no secret snapshots
        # True in a world imagined one move ahead (runtime/lookahead.py): the flow stops at the next decision
        # knowing only that its seat has a move; its moves are listed if someone asks (legal_actions)
        self.looking_ahead = False
        # True in a world a seat imagines the others' picks in (runtime/knowledge.py `_made_again`): as while looking
        # ahead, who decides next is counted and the moves listed only if someone asks, nothing else changed
        self.counts_decisions = False
        # a look-ahead's copy of itself taken before a step that draws on chance, while nothing had drawn yet:
        # the same move judged again over other dice goes on from there (runtime/lookahead.py worth_by_chance)
        self.before_chance = None
        self.watched = None     # what apply() forgets after the flow (knowledge.watch_shown), while looking ahead
        self.turn = 0
        self.turn_moves = 0
        self.passes = 0            # passes done of the `until` loop being played (runtime: loop_done)
        self.idle_turns = 0
        self.final_turns: int | None = None
        # turn order (effects `next turn q`, `extra turn`, `first player q`): the seat named for the next
        # turn, the seat every round starts with, and the seat that began the round now played
        self.next_turn: int | None = None
        self.first_player = 0
        self.lead = 0
        self.hand = 0      # the hand now played, from 1, in a game of hands (flow.hand); 0 otherwise
        self.ended_by: str | None = None
        self._final_scores: list | None = None
        self.players: list = []
        self.g = rules.new_globals(self)
        # the seats the game plays itself sit among the players' (game.yaml `automata:`); `players` counts
        # only the people or agents
        self.automata = rules.automaton_seats(players, self.options)
        self.players = [rules.new_player(self, seat) for seat in range(players + len(self.automata))]
        for seat, automaton in self.automata.items():
            if automaton.get("flag"):
                self.players[seat][automaton["flag"]] = True
        if start:
            self.advance()
            if rules.caps:
                check_caps(self)

    # ------------------------------------------------------------ flow
    def steps(self):
        phase = self.phase
        if phase == "setup":
            return self.rules.setup
        if phase == "hand_setup" or phase == "hand_scoring":
            return self.rules.hand_setup if phase == "hand_setup" else self.rules.hand_scoring
        return self.rules.round

    def advance(self) -> None:
        """Run automatic steps until a player must decide or the game is over."""
        rules = self.rules
        while self.phase != "over":
            if self.pending is not None:
                if self.take_single_option():
                    continue
                return
            if self.end_requested:
                self.finish("end game")
                return
            steps = self.steps()
            if self.step >= len(steps):
                if self.phase == "round" and rules.turns:
                    self.end_turn()
                elif self.phase == "hand_scoring" or (self.phase == "setup" and rules.hand_ends is not None):
                    self.next_hand()
                else:
                    self.next_round()
                continue
            step = steps[self.step]
            if step.draws and self.looking_ahead:
                self.keep_before_chance()
            if step.kind == "do":
                turn_player = self.players[self.turn] if rules.turns and self.phase == "round" else None
                step.run(self, turn_player)
            elif step.kind == "each_player":
                for p in self.players:
                    if rules.is_active(self, p):
                        step.run(self, p)
            elif step.kind == "until":
                if not self.loop_done(step):
                    continue        # back to the first step of the loop
            elif self.decision_pending(step):
                if self.take_single_move(step):
                    continue
                return
            self.step += 1

    def keep_before_chance(self) -> None:
        """A look-ahead about to run a step that rolls or shuffles: keep a copy of the game as it stands, if
        nothing has drawn from the random stream since the look-ahead's copy was taken (it still shares it).
        Up to here, the game is the same whatever the dice will say."""
        if self._rng_shared and self.before_chance is None:
            self.before_chance = self.clone()

    def flow_on(self) -> None:
        """The rest of `apply()` on a copy `keep_before_chance` took during its flow: on to the next decision."""
        self.advance()
        if self.revealed or self.watched:
            forget_moved(self, self.watched)

    def next_round(self) -> None:
        if self.phase == "round":
            if self.end_requested:
                self.finish("end condition")
                return
            if self.round_over():
                return
        self.phase = "round"
        self.step = 0
        self.turn = self.first_player
        self.next_turn = None
        self.turn_moves = 0
        self.passes = 0
        self.new_round()
        self.rules.start_turn(self)
        if self.rules.turns and not self.rules.is_active(self, self.players[self.turn]):
            self.end_turn(skipped=True)

    def round_over(self) -> bool:
        """Checked after every round (and turn): the game's end, or in a game of hands the hand's end."""
        rules = self.rules
        if rules.hand_ends is not None:
            if rules.hand_ends(self):
                self.end_hand()
                return True
            return False
        if rules.game_ends(self):
            self.finish("end condition")
            return True
        return False

    def end_hand(self) -> None:
        """The hand is over: its scoring steps come next (then the match's end, or the next hand)."""
        self.phase = "hand_scoring"
        self.step = 0
        self.picks = None
        self.next_turn = None
        self.final_turns = None

    def next_hand(self) -> None:
        """After the match's setup, or a hand's scoring: the match ends (flow.end), or a new hand is set up."""
        if self.phase == "hand_scoring" and self.rules.game_ends(self):
            self.finish("end condition")
            return
        self.check_round_limit()
        self.phase = "hand_setup"
        self.hand += 1
        self.step = 0
        self.idle_turns = 0
        self.rules.start_hand(self)

    def nobody_can_act(self) -> None:
        """No active player can act: the game ends (each game records this as a ruling); in a game of hands, the hand."""
        if self.rules.hand_ends is not None and self.phase == "round":
            self.end_hand()
        else:
            self.finish("nobody can act")

    def end_turn(self, skipped: bool = False) -> None:
        """Close the turn player's turn: end triggers, final turns, a table where no one can act; pass the turn."""
        rules = self.rules
        p = self.players[self.turn]
        if not skipped:
            self.idle_turns = 0 if self.turn_moves else self.idle_turns + 1
            if self.final_turns is not None:
                self.final_turns -= 1
                if self.final_turns <= 0:
                    self.finish("end trigger")
                    return
            elif rules.end_trigger is not None and rules.end_trigger(self, p):
                if rules.end_mode == "immediately":
                    self.finish("end trigger")
                    return
                # final_turns: one more turn for everyone, this player included; finish_round: up to the last seat
                n = len(self.players)
                turns_left = n if rules.end_mode == "final_turns" else (self.lead - 1 - self.turn) % n
                if turns_left <= 0:
                    self.finish("end trigger")
                    return
                self.final_turns = turns_left
            if self.round_over():
                return
            active = sum(1 for q in self.players if rules.is_active(self, q))
            if active == 0 or self.idle_turns >= active:
                self.nobody_can_act()   # see the game's rulings
                return
        self.step = 0
        self.turn_moves = 0
        self.passes = 0
        self.pass_turn()

    def pass_turn(self) -> None:
        """Give the next turn: to the seat `next turn`/`extra turn` named, else to the next seat in order.

        A round is the turns from its lead seat round the table: it ends when the turn reaches or
        passes the lead seat again (an extra turn passes no seat), and the new round's lead is the
        first player (`first player q`; seat 0 unless changed). Seats passed over have no turn.
        """
        rules, n = self.rules, len(self.players)
        chosen, self.next_turn = self.next_turn, None
        if chosen is not None and chosen != self.turn:
            if 0 < (self.lead - self.turn) % n <= (chosen - self.turn) % n:     # it reaches or passes the lead
                self.new_round()
            self.turn = chosen
        elif chosen is None:
            self.step_to_next_seat()
        if rules.is_active(self, self.players[self.turn]):
            rules.start_turn(self)
            return
        for _ in range(2 * n):     # that seat takes no part: the turn goes on in seat order
            self.step_to_next_seat()
            if rules.is_active(self, self.players[self.turn]):
                rules.start_turn(self)
                return
        self.nobody_can_act()

    def step_to_next_seat(self) -> None:
        following = (self.turn + 1) % len(self.players)
        if following == self.lead:
            self.new_round()
            following = self.lead
        self.turn = following

    def new_round(self) -> None:
        """Count the next round, led by the first player, and start it."""
        self.check_round_limit()
        self.round += 1
        self.lead = self.first_player
        self.rules.start_round(self)

    def check_round_limit(self) -> None:
        if self.round >= MAX_ROUNDS:     # its ways to end, where written: `simulate` adds the game's seed
            raise RulesFailed(never_ended(self.rules, MAX_ROUNDS))

    def loop_done(self, step) -> bool:
        """The end of an `until` loop: True when its condition holds (the loop is over); otherwise the
        flow goes back to the loop's first step for another pass, past `max:` passes a rules error."""
        turn_player = self.players[self.turn] if self.rules.turns and self.phase == "round" else None
        if step.run(self, turn_player):
            self.passes = 0
            return True
        self.passes += 1
        if self.passes >= step.bound:
            self.loop_never_ends(step)
        self.step -= step.back
        return False

    def loop_never_ends(self, step) -> None:
        """The `max:`-th pass of an `until` loop left its condition false (also raised by a compiled playout)."""
        who = f", seat {self.turn}" if self.rules.turns and self.phase == "round" else ""
        raise RulesFailed(f"{step.at}: the steps of '{step.name}' were done {step.bound} times (its `max:`) "
                          f"and its `until` is still false (round {self.round}{who}). A loop that never ends "
                          "is a mistake in the game's definitions, not in Cairn; if more passes are right, "
                          "raise its `max:`.")

    def count_move(self, seat: int, step) -> None:
        """One more move or choice in this turn (in this round, without turns); too many: a turn that never ends."""
        self.turn_moves += 1
        if self.turn_moves > self.rules.max_moves_per_turn:
            self.turn_never_ends(seat, step)

    def turn_never_ends(self, seat: int, step) -> None:
        rules = self.rules
        at = (step.at if step is not None and step.at else None) or rules.max_moves_at or rules.name
        name = step.name if step is not None else self.phase
        span = "turn" if rules.turns and self.phase == "round" else self.phase if self.phase == "setup" else "round"
        raise RulesFailed(f"{at}: the {span} did not end: more than {rules.max_moves_per_turn} moves in step "
                          f"'{name}' (round {self.round}, seat {seat}). Its actions may change nothing, or always "
                          "offer another: a mistake in the game's definitions, not in Cairn; if that many moves "
                          "are right, raise `max_moves_per_turn` in the flow.")

    def take_single_move(self, step) -> bool:
        """`auto: single`: a seat with exactly one legal move in this step takes it without being asked."""
        if step.auto != "single":
            return False
        groups = self._groups
        if groups is None:      # a look-ahead counted more than one move (next_pick), and listed none
            return False
        if len(groups) != 1 or len(groups[0][1]) != 1:
            return False
        self.apply(self.legal_actions()[0], check=False, go_on=False)
        return True

    def take_single_option(self) -> bool:
        """`auto: single` on the decision whose action asks: a choice with one option is taken without asking."""
        step = self.current_step()
        if step is None or step.auto != "single" or len(self.pending["options"]) != 1:
            return False
        self.apply(self.legal_actions()[0], check=False, go_on=False)
        return True

    def finish(self, reason: str) -> None:
        self.phase = "over"
        self.ended_by = reason

    def decision_pending(self, step) -> bool:
        """Is someone still to decide in this `decide` step? Sets up the step on first call."""
        begins = self.picks is None
        if begins:
            active = self.rules.is_active
            if step.who == "order" and not self.rules.turns:
                self.turn = self.first_player     # placement in turn order begins with the first player
            if step.who == "turn":
                self.picks = [0] * len(self.players)
                if active(self, self.players[self.turn]):
                    self.picks[self.turn] = step.picks
            else:
                self.picks = [step.picks if active(self, p) else 0 for p in self.players]
            if step.secret and self.observed:
                copy = self.rules.copy_player
                self.snapshot = [copy(p) for p in self.players]
                self.shared_snapshot = self.rules.copy_globals(self.g)
        if self.next_pick(step):
            if begins and self.snapshot is not None:
                self.secret_start = self.clone()
            return True
        self.picks = None
        self.snapshot = None
        self.shared_snapshot = None
        self.secret_start = None
        return False

    def next_pick(self, step) -> bool:
        """Find who decides next in this decide step and what they may do; False when no one can."""
        picks = self.picks
        for seat in self.asking_order(step.who):
            if picks[seat] > 0:
                # a look-ahead asks only whether the seat has a move (the one move of an `auto: single` step
                # is listed below, to be taken)
                count = moves_offered(self, seat, step) if self.looking_ahead or self.counts_decisions else None
                if count == 0:
                    picks[seat] = 0
                    continue
                if count is not None and (count > 1 or step.auto != "single"):
                    self._groups = None     # listed by legal_actions(), if anyone asks
                    self._seat = seat
                    if step.who == "order" and not self.rules.turns:
                        self.turn = seat
                    return True
                groups = self.groups_for(seat, step)
                if groups:
                    self._groups = groups
                    self._seat = seat
                    if step.who == "order" and not self.rules.turns:
                        self.turn = seat      # `extra turn` in its action names this seat
                    return True
                picks[seat] = 0   # a player who can do nothing skips
        return False

    def asking_order(self, who: str):
        """The seats in the order they are asked: by seat number, or in a `who: order` step (placement
        one at a time in turn order) round the table from `self.turn`, the seat whose pick comes next."""
        n = len(self.players)
        if who != "order":
            return range(n)
        start = self.turn
        return [(start + i) % n for i in range(n)]

    def after_action(self) -> None:
        """An action is resolved (its last choice answered): the game's `after_action` for every active player,
        in seat order, so what the rules say happens immediately (a goal reached scores) happens now."""
        rules = self.rules
        if rules.after_action is not None:
            for q in self.players:
                if rules.is_active(self, q):
                    rules.after_action(self, q)

    def picked(self, seat: int, p) -> None:
        """One pick of the step is made; a player who can no longer act has no picks left."""
        self.picks[seat] -= 1
        if not self.rules.is_active(self, p):
            self.picks[seat] = 0
        step = self.current_step()
        if step is not None and step.who == "order" and not self.rules.turns:
            # the next pick is the next seat's, round the table, unless the action gave an `extra turn`
            if self.next_turn == seat:
                self.next_turn = None
            else:
                self.turn = (seat + 1) % len(self.players)

    def to_move(self) -> int | None:
        if self.pending is not None:
            return self.pending["seat"]
        picks = self.picks
        if picks is None or self.phase == "over":
            return None
        # current_step() and asking_order() written in place: asked several times a move by a world made again
        # (knowledge.py `_made_again`, `looks_as`) and by every move applied
        steps, at = self.steps(), self.step
        if at < len(steps) and steps[at].who == "order":
            for seat in self.asking_order("order"):
                if picks[seat] > 0:
                    return seat
            return None
        for seat in range(len(self.players)):
            if picks[seat] > 0:
                return seat
        return None

    def current_step(self):
        steps = self.steps()
        return steps[self.step] if self.phase != "over" and self.step < len(steps) else None

    # ------------------------------------------------------------ decisions
    def groups_for(self, seat: int, step) -> list:
        """The legal moves of `seat` in `step` as (action name, [argument tuples]), in notation order.

        An optional step ends with ("pass", [()]) when anything else is legal. Empty: nothing is legal.
        """
        p = self.players[seat]
        if step.choices is not None:
            return step.choices(self, p)
        groups = []
        if step.can_pay is None or step.can_pay(self, p):
            actions = self.rules.actions
            for name in step.actions:
                argument_lists = actions[name].moves(self, p)
                if argument_lists:
                    groups.append((name, argument_lists))
        if step.optional and groups:
            groups.append((PASS, [()]))
        return groups

    def _moves_of(self, seat: int, step, groups) -> list:
        actions, label, moves = self.rules.actions, step.label, []
        for name, argument_lists in groups:
            words = actions[name].words if name != PASS else ()
            # a parameter is a player: the move names their seat
            if argument_lists and any(isinstance(a, PLAYER_FIELDS) for a in argument_lists[0]):
                argument_lists = [tuple(Seat(a["seat"]) if isinstance(a, PLAYER_FIELDS) else a for a in args)
                                  for args in argument_lists]
            moves += [new_move(Move, (seat, name, args, label, words)) for args in argument_lists]
        return moves

    def legal_actions(self) -> list:
        if self._moves is not None:
            return self._moves
        if self._groups is not None:
            self._moves = self._moves_of(self.to_move(), self.current_step(), self._groups)
            return self._moves
        if self.pending is not None:
            pending = self.pending
            words = ("player",) if pending.get("players") else ()     # a seat is written `victim player 2`
            return [Move(pending["seat"], pending["var"], (option,), None, words) for option in pending["options"]]
        seat = self.to_move()
        if seat is None:
            return []
        step = self.current_step()
        groups = self.groups_for(seat, step)
        if not groups:
            return []
        # kept until the next move, as advance() keeps them: a copy (clone) or a load asked again lists them once
        self._groups, self._seat = groups, seat
        self._moves = self._moves_of(seat, step, groups)
        return self._moves

    def drawn_move(self, draw):
        """A legal move drawn uniformly with `draw()`, the move `legal_actions()[int(draw() * n)]` would give, built
        alone where the decision is still (action, argument lists) groups: a tableau offers hundreds of placements,
        of which a playout or an imagined pick needs one. None where there is none."""
        groups = self._groups
        if self._moves is not None or self.pending is not None:
            moves = self.legal_actions()
            return moves[int(draw() * len(moves))] if moves else None
        if groups is None:
            # not listed yet: drawn from the counted blocks where the game's compiled playout counts the step (an
            # imagined pick of a secret step, knowledge.py `_made_again`: a tableau's ~900 moves neither listed nor
            # grouped), else from the groups, kept as legal_actions() keeps them
            seat, step = self.to_move(), self.current_step()
            if seat is None or step is None:
                return None
            counted = counted_listing(self, seat, step)
            if counted is not None:
                total = counted_total(counted)
                if not total:
                    return None
                name, args = counted_move(counted, int(draw() * total))
                return self._moves_of(seat, step, [(name, [args])])[0]
            groups = self.groups_for(seat, step)
            if not groups:
                return None
            self._groups, self._seat = groups, seat
        i = int(draw() * sum(len(argument_lists) for _name, argument_lists in groups))
        for name, argument_lists in groups:
            if i < len(argument_lists):
                return self._moves_of(self._seat, self.current_step(), [(name, [argument_lists[i]])])[0]
            i -= len(argument_lists)
        return None

    def counted_decision(self) -> tuple | None:
        """The decision's legal moves as (seat, step, counted blocks, how many moves) where the game's compiled
        playout counts its step (runtime/fastplay.py `counted_moves`) and no move names a player: legal_actions()
        lists the blocks' moves, each with that seat and the step's label, so two decisions of one rules whose first
        three are equal list equal moves. None where it cannot tell (a choice inside an effect, nobody to move)."""
        if self.pending is not None:
            return None
        seat, step = self.to_move(), self.current_step()
        if seat is None or step is None:
            return None
        blocks = counted_listing(self, seat, step)
        if blocks is None or names_players(blocks):
            return None
        return seat, step, blocks, counted_total(blocks)

    def offers(self, move) -> bool:
        """Is `move` legal now? Asked of the counted blocks where the moves are not listed yet (`playable_in`):
        a seat's own pick made again in a world imagined (knowledge.py) is one move of a tableau's hundreds."""
        if self._moves is None and self.pending is None:
            seat, step = self.to_move(), self.current_step()
            if seat is None or step is None:
                return False
            moves = counted_listing(self, seat, step)
            if moves is not None and not names_players(moves):
                return of_decision(move, seat, step.label, self.rules.actions) and in_counted(moves, move)
        return move in self.legal_actions()

    def offers_alone(self, move) -> bool:
        """`offers(move)`, asked of the move's own action alone where it can be (`Action.allows`, printed for an action
        that asks): the action a seat's own choice waits in is made again from before it in every world the seat
        imagines at the choice (knowledge.py `_replayed`), one move of a decision that lists many (Trek's turn ~100
        claims, to find a draw). A decision's moves are its actions' once the step can pay (`groups_for`, which a
        step's compiled `choices` lists alike: tests/compiler/test_choices.py); a move naming a player is asked of
        them all."""
        allows = self.rules.actions[move.name].allows if move.name in self.rules.actions else None
        if allows is None or self._moves is not None or self.pending is not None:
            return self.offers(move)
        seat, step = self.to_move(), self.current_step()
        if seat is None or step is None or move.name not in step.actions or \
                not of_decision(move, seat, step.label, self.rules.actions):
            return False
        args = move.args
        for a in args:
            if type(a) is Seat:
                return self.offers(move)
        p = self.players[seat]
        return (step.can_pay is None or step.can_pay(self, p)) and bool(allows(self, p, *args))

    def parse_action(self, text: str) -> Move:
        """The legal move whose notation is `text` (what `legal_actions` prints, `apply` accepts)."""
        wanted = " ".join(text.split())
        moves = self.legal_actions()
        # the notation of the decision's legal moves, written once per decision and only as far as a search has
        # read (a tableau offers thousands of moves: a move played by its notation is found half way, on average)
        index = self._move_index
        if index is None or index[0] is not moves:
            index = self._move_index = [moves, {}, 0]      # the moves, {notation: first move}, how many read
        known = index[1]
        move = known.get(wanted)
        if move is not None:
            return move
        for i in range(index[2], len(moves)):
            move = moves[i]
            notation = str(move)
            if notation not in known:       # two moves of one notation: the first is the move it names
                known[notation] = move
                if notation == wanted:
                    index[2] = i + 1
                    return move
        index[2] = len(moves)
        shown = ", ".join(str(m) for m in moves[:12]) + (" …" if len(moves) > 12 else "")
        raise RuleError(f"'{text}' is not a legal action now; legal: {shown or 'none (the game is over)'}")

    def apply(self, action, check: bool = True, go_on: bool = True) -> None:
        """Apply a Move (or its notation) and advance to the next decision (`go_on`: advance() does that itself)."""
        move = self.parse_action(action) if isinstance(action, str) else action
        if check and not isinstance(action, str) and move not in self.legal_actions():
            raise RuleError(f"'{move}' is not a legal action now")
        self._moves = self._groups = None
        step = self.current_step()
        watched = watch_shown(self) if self.revealed else None     # knowledge goes with the card it is of
        p = self.players[move.seat]
        self.public.append(self.public_text(move, step))
        before = None
        # the game before a move that asks, for imagining the choice from it (runtime/knowledge.py): a whole
        # copy, so not taken in a world nobody observes (a playout, a bot's look ahead)
        if self.pending is None and move.name != PASS and self.observed and self.rules.actions[move.name].asks:
            before = self.clone()
        chosen = None
        if self.pending is not None:
            pending, self.pending = self.pending, None
            if self.origin is not None:
                chosen = _chosen(pending["options"], move.args[0])
            resume(self, p, pending, move.args[0])
            self.count_move(move.seat, step)
        elif move.name == PASS:
            self.picks[move.seat] = 0
        else:
            if step.pay is not None:
                step.pay(self, p)
            args = move.args
            if any(type(a) is Seat for a in args):
                args = tuple(self.players[a] if type(a) is Seat else a for a in args)
            self.rules.actions[move.name].apply(self, p, *args)
            self.count_move(move.seat, step)
        if self.pending is None and move.name != PASS:
            self.after_action()
            self.picked(move.seat, p)
        self.history.append(move)
        if self.pending is None or self.pending["seat"] != move.seat:
            self.origin = None
        elif before is not None:
            self.origin = [before, [str(move)], []]
        elif self.origin is not None:
            self.origin = [self.origin[0], self.origin[1] + [str(move)], self.origin[2] + [chosen]]
        if go_on:
            if self.looking_ahead:
                self.watched = watched      # for flow_on, on a copy kept during the flow
            self.advance()
            if self.rules.caps and self.observed:     # the game played, not a world a search imagines from it
                check_caps(self)
        if self.revealed or watched:
            forget_moved(self, watched)

    def public_text(self, move, step) -> str | None:
        """What the other seats see of a move (None: the whole of it): secret picks and secret arguments hidden."""
        if self.pending is not None:
            return f"{move.name} ?" if self.pending.get("secret") else None
        if step is not None and step.secret:
            return "?"
        secret = self.rules.actions[move.name].secret if move.name in self.rules.actions else ()
        if not secret:
            return None
        args = tuple("?" if i in secret else a for i, a in enumerate(move.args))
        return str(move._replace(args=args))

    def refresh(self) -> None:
        """Forget the legal moves and scores worked out so far: the state was changed from outside the rules."""
        self._moves = self._groups = None
        self._final_scores = None

    def note(self, p, text: str) -> None:
        self.notes.append((self.round, p["seat"] if p is not None else None, text))

    # ------------------------------------------------------------ results
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list:
        if self.phase != "over":
            return [self.rules.total_score(self, p) for p in self.players]
        if self._final_scores is None:   # a finished game no longer changes: score it once
            self._final_scores = [self.rules.total_score(self, p) for p in self.players]
        return list(self._final_scores)

    def score_breakdown(self, seat: int) -> dict:
        p = self.players[seat]
        return {sid: fn(self, p) for sid, _text, fn in self.rules.scoring}

    def winners(self) -> list:
        """Seats that won: the most points among eligible players, ties shared unless a tie-break splits them."""
        rules = self.rules
        if len(self.players) == 1 and rules.solo_win is not None:
            return [0] if rules.solo_win(self, self.players[0]) else []
        eligible = [p for p in self.players if rules.is_eligible(self, p)]
        if not eligible:
            return []
        scores = self.scores()
        ranks = {p["seat"]: (scores[p["seat"]],) + tuple(fn(self, p) for fn in rules.tiebreak) for p in eligible}
        best = max(ranks.values())
        return [seat for seat, rank in ranks.items() if rank == best]

    # ------------------------------------------------------------ views
    def public_view(self, p, seat: int | None = None) -> dict:
        """A player's fields as `seat` sees them (None: a seat that is not theirs)."""
        rules, own = self.rules, p["seat"] == seat
        return {k: (v if k == "seat" else field_view(v, visibility(rules, "player", k), own)) for k, v in p.items()}

    def observation(self, seat: int) -> dict:
        """What the player in `seat` may know, and nothing else.

        Public fields and its own; of the others' private fields and hidden piles only how many
        cards they hold; during a secret step the others as the step began; what effects showed it
        (`known`); the public log of moves, secret parts hidden; its own pending choice, without the
        values the effect worked out on the way.
        """
        rules = self.rules
        players = []
        for other in self.players:
            if other["seat"] != seat and self.snapshot is not None:
                players.append(self.public_view(self.snapshot[other["seat"]], seat))
            else:
                players.append(self.public_view(other, seat))
        step = self.current_step()
        shared = self.shared_snapshot if self.shared_snapshot is not None else self.g
        pending = self.pending
        return {
            "game": rules.id, "round": self.round, "phase": self.phase,
            "step": step.name if step else None, "to_move": self.to_move(), "you": seat,
            "globals": {k: field_view(v, visibility(rules, "global", k), False) for k, v in shared.items()},
            "players": players,
            "known": known_facts(self, seat),
            "waiting_for": [s for s, left in enumerate(self.picks or []) if left > 0],
            "turn": self.turn if rules.turns else None,
            "choice": ({"var": pending["var"], "options": plain(pending["options"])}
                       if pending and pending["seat"] == seat else None),
            "log": [[m.seat, full if m.seat == seat or public is None else public]
                    for m, full, public in zip(self.history, self.texts(), self.public)],
        }

    def texts(self) -> list:
        """The notation of every move so far (each written when first asked for)."""
        texts = self._texts
        if len(texts) < len(self.history):
            texts += [str(m) for m in self.history[len(texts):]]
        return texts

    # ------------------------------------------------------------ copies and saves
    @property
    def rng(self) -> random.Random:
        """The game's random stream. A copy (`clone`) shares its original's until one of them uses it: that
        one takes a copy of its own first. Copying the stream's state is most of what a whole clone costs, and
        most copies (a move weighed, a playout searched) never roll a die."""
        if self._rng_shared:
            self._rng = _own_copy(self._rng)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_shared = value, False

    def rng_state(self) -> tuple:
        """The random stream's state, read without taking a copy of a shared stream."""
        return self._rng.getstate()

    def same_luck(self, original: "GameState") -> bool:
        """True when this copy of `original` still shares its random stream: neither has drawn from it since."""
        return self._rng is original._rng

    def clone(self, snapshot: bool = True) -> "GameState":
        """A copy to play on. `snapshot` False: the others as a secret step began are left shared, for a caller that
        sets the copy's own (knowledge.py `_dealt`, which makes them anew from the world it deals)."""
        other = GameState.__new__(GameState)
        other.__dict__.update(self.__dict__)
        self._rng_shared = other._rng_shared = True      # copied by the first of the two to use it
        copy = self.rules.copy_player
        other.g = self.rules.copy_globals(self.g)
        other.players = [copy(p) for p in self.players]
        other.picks = list(self.picks) if self.picks is not None else None
        other.forced_rolls = list(self.forced_rolls)
        other.notes = list(self.notes)
        other.history = list(self.history)
        other.public = list(self.public)
        other._texts = list(self._texts)
        other.revealed = [list(k) for k in self.revealed]
        if self.pending is not None:     # nothing of a waiting effect is shared: applying the choice on a copy
            pending = self.pending
            other.pending = {**pending, "options": list(pending["options"]), "bound": list(pending["bound"]),
                             "after": [[then, list(bound)] for then, bound in pending.get("after", ())]}
        # the decision's moves are kept: no one changes those lists, and a copy taken to search or look
        # ahead from (runtime/mcts.py, agents.py) would otherwise list a tableau's hundreds of moves anew
        other._final_scores = None
        # the others as a secret step began: what observations show. A world imagined one move ahead is never
        # observed, nor does anything write into a snapshot, so its copies share it
        if not snapshot:
            return other
        if self.snapshot is not None and not self.looking_ahead:
            other.snapshot = [copy(p) for p in self.snapshot]
        if self.shared_snapshot is not None and not self.looking_ahead:
            other.shared_snapshot = self.rules.copy_globals(self.shared_snapshot)
        return other

    def to_json(self) -> str:
        version, internal, gauss = self.rng.getstate()
        data = {
            "game": self.rules.id, "seed": self.seed, "options": self.options, "phase": self.phase,
            "step": self.step, "round": self.round, "picks": self.picks, "snapshot": plain(self.snapshot),
            "shared_snapshot": plain(self.shared_snapshot),
            "end_requested": self.end_requested, "forced_rolls": self.forced_rolls,
            "pending": plain(self.pending), "turn": self.turn, "turn_moves": self.turn_moves, "passes": self.passes,
            "idle_turns": self.idle_turns, "final_turns": self.final_turns, "ended_by": self.ended_by,
            "next_turn": self.next_turn, "first_player": self.first_player, "lead": self.lead, "hand": self.hand,
            "g": plain(self.g), "players": [plain(p) for p in self.players],
            "rng": [version, list(internal), gauss], "notes": [list(n) for n in self.notes],
            # the notation of each move as the log keeps it, written once (a save at every decision wrote them all again)
            "history": [[m.seat, text] for m, text in zip(self.history, self.texts())],
            "public": self.public, "revealed": self.revealed,
        }
        if self.automata:     # only then: the saves of games without automata stay as they were
            data["automata"] = sorted(self.automata)
        return json.dumps(data, sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, rules: GameRules, text: str) -> "GameState":
        """The state a save describes. A save is untrusted: one that the game could not have written
        is refused with a SaveError (a RuleError) naming the field — see runtime/save.py."""
        from .save import check_pending, check_playable, load_save
        data = load_save(rules, text)
        state = cls._from_data(rules, data)
        check_pending(state)
        check_playable(state)
        return state

    @classmethod
    def _from_data(cls, rules: GameRules, data: dict) -> "GameState":
        seats = len(data["players"])
        state = cls(rules, rules.players_at(seats, len(data.get("automata", ())), data["options"]), data["seed"], data["options"],
                    start=False)
        sets_g = set(rules.set_fields.get("global", ()))
        sets_p = set(rules.set_fields.get("player", ()))
        state.g = held(rules.shared_record, {k: (set(v) if k in sets_g else v) for k, v in data["g"].items()})
        state.players = [held(rules.player_record, {k: (set(v) if k in sets_p else v) for k, v in p.items()})
                         for p in data["players"]]
        for key in ("phase", "step", "round", "picks", "snapshot", "end_requested", "forced_rolls", "turn",
                    "turn_moves", "idle_turns", "final_turns", "ended_by"):
            setattr(state, key, data[key])
        state.passes = data.get("passes", 0)      # saves written before `until` loops have none
        for key in TURN_ORDER_KEYS:     # saves written before turn order and hands start at seat 0
            setattr(state, key, data.get(key, getattr(state, key)))
        pending = data["pending"]
        if pending is not None:
            pending["options"] = [_tuples(o) for o in pending["options"]]
            pending["bound"] = [_tuples(b) for b in pending["bound"]]
            pending["after"] = [[then, [_tuples(b) for b in bound]] for then, bound in pending.get("after", ())]
        state.pending = pending
        version, internal, gauss = data["rng"]
        state.rng.setstate((version, tuple(internal), gauss))
        state.notes = [tuple(n) for n in data["notes"]]
        state.history = [Move(seat, text) for seat, text in data["history"]]   # notation only, as logged
        state.public = list(data["public"])
        state.revealed = [list(k) for k in data["revealed"]]
        if state.snapshot is not None:
            state.snapshot = [held(rules.player_record, {k: (set(v) if k in sets_p else v) for k, v in p.items()})
                              for p in state.snapshot]
        shared = data.get("shared_snapshot")
        state.shared_snapshot = None if shared is None else \
            held(rules.shared_record, {k: (set(v) if k in sets_g else v) for k, v in shared.items()})
        return state


def held(record, fields: dict):
    """Fields read from a save as the state holds them: a record of the game's type (None: the dict itself)."""
    return fields if record is None else record.of(fields)
