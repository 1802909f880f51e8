"""What each player may know: visibility of fields, cards turned face up or shown, and observations.

Every field has a visibility (`GameRules.visibility`): `everyone`; `owner` (a player's own field:
its owner sees it, the others see only how many cards a pile holds); `nobody` (a shared pile
seen by nobody, as a count); `cards` (a pile whose cards are face down to the others unless
turned face up). What an effect shows — `reveal players[t].hand to me`, `reveal card in reserve
to all` — is kept in the state as plain data (`state.revealed`, so it saves, loads and clones):

    [viewer, owner, field, card]    viewer: a seat, or None for everyone; owner: a seat, or None
                                    for a shared field; card: a card id shown in that pile
    [viewer, owner, field, VALUE, value]   the value of a field that is not a pile, as it was shown

A card shown in a pile is known while it stays there; `forget_moved` drops what no longer holds
after every move. Knowledge is of card ids: with two copies of a card in one pile, which copy
was shown cannot be told apart, and the observation says only "one of these is X". Knowledge goes
with the card: during a move the piles holding shown cards are watched (`watch_shown`), and a copy
taken out of one takes what was known of it along, even when another copy comes in its place in the
same move (a card swapped for the top of the deck, which may be the same card).
"""
from __future__ import annotations

import random
import struct
from bisect import bisect_left
from collections import Counter
from math import floor
from itertools import compress, count, repeat
from operator import attrgetter, is_not, itemgetter

from .piles import keyed_piles
from .records import Record
from .rules import RuleError
from .streams import KnownStream, SeededWhenDrawn

EVERYONE, OWNER, NOBODY, CARDS = "everyone", "owner", "nobody", "cards"
VALUE = "value"
HIDDEN = "hidden"       # what an observation shows in place of a value the seat may not know


def visibility(rules, scope: str, name: str) -> str:
    """The visibility of a field; games compiled before fields had one: zones hidden as `hidden_fields` say."""
    declared = rules.visibility.get(scope, {}).get(name) if rules.visibility else None
    if declared is not None:
        return declared
    if name in rules.hidden_fields.get(scope, ()):
        return OWNER if scope == "player" else NOBODY
    return EVERYONE


def _field(state, owner, name):
    return state.g[name] if owner is None else state.players[owner][name]


def reveal(state, viewer, owner, name: str, *card) -> None:
    """Show a field (a pile: the cards in it now; another field: its value now) or one card of a pile.

    `viewer` None shows it to everyone: for a card of a `cards` pile, that is turning it face up.
    """
    value = _field(state, owner, name)
    if card:
        if card[0] in value:
            state.revealed.append([viewer, owner, name, card[0]])
    elif isinstance(value, list):
        already = known_cards(state, viewer, owner, name, exact_viewer=True)
        for c in value:
            if already[c] > 0:
                already[c] -= 1
            else:
                state.revealed.append([viewer, owner, name, c])
    else:
        state.revealed[:] = [k for k in state.revealed
                             if not (len(k) == 5 and k[0] == viewer and k[1] == owner and k[2] == name)]
        state.revealed.append([viewer, owner, name, VALUE, plain(value)])


def conceal(state, owner, name: str, card) -> None:
    """Turn a face-up card of a pile face down again: what everyone saw of it is no longer shown."""
    for i, k in enumerate(state.revealed):
        if len(k) == 4 and k[0] is None and k[1] == owner and k[2] == name and k[3] == card:
            del state.revealed[i]
            return


def known_cards(state, viewer, owner, name: str, exact_viewer: bool = False) -> Counter:
    """The cards of a pile `viewer` knows to be there (shown to them, or to everyone)."""
    known = Counter()
    for k in state.revealed:
        if len(k) == 4 and k[1] == owner and k[2] == name and (k[0] == viewer or (k[0] is None and not exact_viewer)):
            known[k[3]] += 1
    return known


class WatchedPile(list):
    """A pile holding shown cards, during one move: it counts the cards taken out of it (`taken`).

    Cards leave a pile by `remove`, `pop` (a draw), `del` or `clear`; a slice written at once (a
    shuffle, runtime/chance.py) only reorders, and takes out just the cards it does not put back.
    """
    __slots__ = ("taken",)

    def __init__(self, cards):
        super().__init__(cards)
        self.taken = Counter()

    def remove(self, card):
        super().remove(card)
        self.taken[card] += 1

    def pop(self, *index):
        card = super().pop(*index)
        self.taken[card] += 1
        return card

    def clear(self):
        self.taken.update(self)
        super().clear()

    def __delitem__(self, index):
        self.taken.update(self[index] if isinstance(index, slice) else [self[index]])
        super().__delitem__(index)

    def __setitem__(self, index, value):
        old, new = (self[index], list(value)) if isinstance(index, slice) else ([self[index]], [value])
        self.taken.update(Counter(old) - Counter(new))
        super().__setitem__(index, value if not isinstance(index, slice) else new)


def _set_field(state, owner, name, value) -> None:
    if owner is None:
        state.g[name] = value
    else:
        state.players[owner][name] = value


def watch_shown(state) -> dict | None:
    """Before a move: watch every pile holding a card shown to someone (see WatchedPile).

    Returns what forget_moved needs after the move: per pile, the watched list, the plain list it
    stands in for, and the facts known before the move; None when nothing is shown.
    """
    watched = {}
    for k in state.revealed:
        pile = (k[1], k[2])
        if len(k) != 4 or pile in watched:
            continue
        cards = _field(state, *pile)
        if type(cards) is WatchedPile:          # a move that failed midway left it watched: start afresh
            cards = list(cards)
            _set_field(state, *pile, cards)
        if type(cards) is list:
            watched[pile] = (WatchedPile(cards), cards)
            _set_field(state, *pile, watched[pile][0])
    if not watched:
        return None
    _swap_bound(state, {id(plain_list): w for w, plain_list in watched.values()})
    before = {id(k) for k in state.revealed}
    return {"piles": watched, "facts": before}


def _swap_bound(state, swaps: dict) -> None:
    """A pile a waiting effect holds on to (`let pile = hand` before a `choose`) is the field's own list."""
    pending = state.pending
    if pending is None:
        return
    pending["bound"] = [swaps.get(id(b), b) for b in pending["bound"]]
    pending["after"] = [[then, [swaps.get(id(b), b) for b in bound]] for then, bound in pending.get("after", ())]


def _forget_taken(state, watched: dict) -> None:
    """After a move: drop, per viewer, one shown copy of a card for each copy taken out of its pile, and
    give the piles their plain lists back."""
    taken, swaps = {}, {}
    for pile, (cards, plain_list) in watched["piles"].items():
        now = _field(state, *pile)
        if now is cards:
            taken[pile] = cards.taken
            plain_list[:] = cards
            _set_field(state, *pile, plain_list)
            swaps[id(cards)] = plain_list
        else:                                   # the field was given a new pile: every card it held left
            taken[pile] = Counter(plain_list)
    _swap_bound(state, swaps)
    left, kept = {}, []
    for k in state.revealed:
        pile = (k[1], k[2])
        if len(k) == 4 and pile in taken and id(k) in watched["facts"]:
            gone = left.setdefault((k[0], pile), Counter(taken[pile]))
            if gone[k[3]] > 0:
                gone[k[3]] -= 1
                continue
        kept.append(k)
    state.revealed[:] = kept


def forget_moved(state, watched: dict | None = None) -> None:
    """Drop what was shown of cards that have since left their pile (called after every move).

    With `watched` (from watch_shown before the move), a copy taken out of a pile takes one shown copy
    along, whatever came in its place; and per viewer, a pile keeps at most as many shown copies of a
    card as it still holds.
    """
    if watched:
        _forget_taken(state, watched)
    kept, shown, piles = [], Counter(), {}
    for k in state.revealed:
        if len(k) == 4:
            pile = (k[1], k[2])
            if pile not in piles:
                piles[pile] = Counter(_field(state, k[1], k[2]))
            if shown[(k[0], pile, k[3])] >= piles[pile][k[3]]:
                continue
            shown[(k[0], pile, k[3])] += 1
        kept.append(k)
    state.revealed[:] = kept


def pass_known(state, name: str, step: int) -> None:
    """After every player passed their pile `name` `step` seats on (runtime/chance.py `pass_piles`).

    The whole pile changes hands in front of everyone, so what anyone was shown of a passed card
    they know of it in its new pile (a card face up stays face up). The receiver sees the cards as it
    sees any pile of its own; nobody else learns anything. As after any move, the giver keeps no
    memory of a pile it no longer holds: knowledge is of piles (`forget_moved`), not of players' recall.
    """
    seats = len(state.players)
    for k in state.revealed:
        if len(k) == 4 and k[1] is not None and k[2] == name:
            k[1] = (k[1] + step) % seats


_SCALARS = frozenset((int, str, bool, float, type(None)))     # shown as they are


def plain(value):
    """JSON-shaped data, as an observation shows it: sets sorted, tuples as lists."""
    if type(value) in _SCALARS:     # most of what an observation shows (every field of every seat, each time)
        return value
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=str)
    if isinstance(value, (dict, Record)):     # a Record: a player's fields in a compiled playout (runtime/records.py)
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


# ------------------------------------------------------------------ what a seat sees

def field_view(value, vis: str, own: bool):
    """What a seat sees of one field: the value; of a pile or set it may not see, how many it holds;
    of any other value it may not see, "hidden". `own`: the field is the seat's own."""
    if vis == EVERYONE or (own and vis in (OWNER, CARDS)):
        return plain(value)
    if isinstance(value, (list, set, frozenset)):
        return len(value)
    if keyed_piles(value):          # one pile per key (decks[level]): each pile shows its size
        return {key: len(pile) for key, pile in value.items()}
    return HIDDEN


def known_facts(state, seat: int) -> list:
    """What effects showed `seat` (or everyone) that it cannot see otherwise: cards known in piles, values shown."""
    facts, piles = [], {}
    for k in state.revealed:
        if k[0] is not None and k[0] != seat:
            continue
        owner, name = k[1], k[2]
        vis = visibility(state.rules, "global" if owner is None else "player", name)
        if vis == EVERYONE or (owner == seat and vis in (OWNER, CARDS)):
            continue                        # it sees that field anyway
        if len(k) == 4:
            piles.setdefault((owner, name), Counter())[k[3]] += 1
        else:
            facts.append({"owner": owner, "field": name, "value": k[4]})
    for (owner, name), cards in piles.items():
        cards &= Counter(_field(state, owner, name))     # several viewers may have been shown the same card
        if cards:
            facts.append({"owner": owner, "field": name, "cards": sorted(cards.elements(), key=str)})
    return sorted(facts, key=lambda f: (f["owner"] is not None, f["owner"] or 0, f["field"], "cards" in f))


def sees(state, seat: int, owner, name: str) -> bool:
    """May `seat` see the whole of this field now (by its visibility, or because it was shown all of it)?"""
    vis = visibility(state.rules, "global" if owner is None else "player", name)
    if vis == EVERYONE or (owner is not None and owner == seat and vis in (OWNER, CARDS)):
        return True
    value = _field(state, owner, name)
    if isinstance(value, list):
        return sum((known_cards(state, seat, owner, name) & Counter(value)).values()) == len(value)
    shown = [k[4] for k in state.revealed if len(k) == 5 and k[1] == owner and k[2] == name and k[0] in (None, seat)]
    return bool(shown) and shown[-1] == plain(value)


# ------------------------------------------------------------------ worlds a seat could be in

def determinize(state, seat: int, rng, wanted: list | None = None, shuffled: bool = True, plans: dict | None = None,
                seen: dict | None = None, unread: frozenset | None = None):
    """A copy of `state` in which what `seat` cannot know is dealt anew: a world consistent with its observation.

    The cards of every pile the seat cannot see (others' hands, face-down decks, face-down cards
    of a mixed pile), less those it knows, are shuffled together and dealt back into the same
    places; the dice and draws to come follow a new random sequence. Values of others' hidden
    counters and flags stay as they are. During a secret step, the world is dealt as the step began
    and the step's moves so far are made again in it: the seat's own as it made them, the others'
    drawn anew from their legal moves (`_picks_redrawn`), so every world is a game the rules could
    reach, never one with a pick undone half-way.
    `shuffled` False: the unknown cards dealt in sorted order, not shuffled (a seat's own copy: seat_copy).
    `plans`: where the deals' plans of `state` (and of the games it is made again from) are kept (see _dealt): given
    only where none of them changes while it is kept. Without it, the tries of one call share theirs.
    `seen`: the places of cards the seat will have seen once its own action is made again (`_seen_in_action`):
    they stay there, as a dealt card known to the seat does.
    `unread`: the piles ((scope, field)) the caller never reads unless it writes the world back first (a world only
    judged on the lowered state: runtime/lowered.py `judged_unread`); a deck all of whose piles are among them is left
    undealt, where the world is dealt with nothing made again in it (see `_deal`, `dealt_in_full`). Given, a world of a
    secret step takes no start of its own (see `_dealt`'s `judged`): nothing a world only judged runs deals it again.
    """
    if plans is None:
        plans = {}
    if seen:
        return _dealt(state, seat, rng, shuffled=shuffled, plans=plans, seen=seen)
    if state.pending is not None and state.pending["seat"] == seat and state.origin is not None:
        imagined = _replayed(state, seat, rng, wanted, plans=plans)
        if imagined is not None:
            return imagined
    if state.snapshot is not None and picked_this_step(state):
        imagined = _picks_redrawn(state, seat, rng, wanted, shuffled, plans=plans, judged=unread is not None)
        if imagined is not None:
            return imagined
        return _dealt(state, seat, rng, picks_kept=True, shuffled=shuffled, plans=plans)
    # (a secret step's world keeps a record of the others and a start, copies of its piles: dealt in full)
    return _dealt(state, seat, rng, shuffled=shuffled, plans=plans, unread=unread if state.snapshot is None else None,
                  judged=unread is not None)


def picked_this_step(state) -> bool:
    """Has a move been made in the secret step now played (where the game as it began is not known: maybe)?"""
    start = state.secret_start
    return start is None or len(state.history) > len(start.history)


def _dealt(state, seat: int, rng, picks_kept: bool = False, shuffled: bool = True, plans: dict | None = None,
           seen: dict | None = None, unread: frozenset | None = None, drawn: bool = False, judged: bool = False):
    """A copy of `state` with what `seat` cannot know dealt anew (see determinize).

    During a secret step in which nobody has moved yet the others are as the step began, and the copy's
    record of them (`snapshot`) is the world dealt. With `picks_kept` (the step's picks could not be made
    again), the picks made stay as the hidden choices they are, and the record of the step's beginning,
    which observations show, is dealt anew on its own: the world is still one the rules reach, and looks
    the same to the seat, but its search sees the others' true picks.

    `plans`: the deals' plans of games that do not change while it is kept (a seat's copy, the game a world is made
    again from), by `_plan_key`: found once, then each deal from the same game only shuffles and writes.
    `unread`: as determinize's; the decks left undealt are kept on the world (`_undealt`) for `dealt_in_full`.
    `drawn`: the world draws from its stream at once (the step's picks made again in it: `_picks_redrawn`), so the one
    its start shares is seeded again for it (as GameState.rng would copy it, for ~a quarter of a copy's cost).
    `judged`: a world only judged one move ahead (determinize's `unread` given): nothing it runs deals it again, so it
    takes no start of its own (`secret_start`, a whole copy of the records read only by a deal from the world)."""
    # the others as a secret step began are made anew below where nobody has moved yet: not copied first
    world = state.clone(snapshot=picks_kept or state.snapshot is None)
    world.origin = world.secret_start = None
    rules = world.rules
    key = _plan_key(state, seat, picks_kept)
    kept = plans.get(key) if plans is not None else None
    if kept is not None and kept[0] is not state.g:
        kept = None
    undealt = [] if unread else None
    first = _deal(rules, seat, rng, [(None, world.g)] + [(p["seat"], p) for p in world.players], world, shuffled,
                  kept and kept[1], seen, unread, undealt)
    if undealt:
        world._undealt = undealt
    second = None
    if world.snapshot is not None:
        if picks_kept:
            second = _deal(rules, seat, rng, [(None, world.shared_snapshot)] + list(enumerate(world.snapshot)), None,
                           shuffled, kept and kept[2])
        else:
            world.snapshot = [rules.copy_player(p) for p in world.players]
            world.shared_snapshot = rules.copy_globals(world.g)
    if type(rng) is _CopyDeal and rng.first_unread():
        # a seat's own copy: its stream is seeded with the copy deal's first number, always the same, and never drawn
        # from (every world dealt from the copy seeds its own): shared, as a clone shares its original's (GameState.rng)
        world._rng, world._rng_shared = _COPY_STREAM, True
    else:
        # (seeded when it first rolls: most worlds dealt never do)
        number = rng.random()
        world.rng = SeededWhenDrawn(number)
    world.refresh()
    # nobody has moved yet: the world is the step as it began. A seat's own copy (dealt with a _CopyDeal) takes its
    # start from `_copy_start` once its deal and its moves made again are done: one taken here would be dropped.
    # The start shares the world's record of the others as the step began, made just above: neither is ever written,
    # only read or copied (as a seat's copy shares it with its start: _copy_start)
    if world.snapshot is not None and not picks_kept and type(rng) is not _CopyDeal and not judged:
        world.secret_start = world.clone(snapshot=False)
        if drawn:
            world.rng = SeededWhenDrawn(number)
    if plans is not None and kept is None:
        plans[key] = (state.g, first, second)     # (the game's fields held: its id names no other game meanwhile)
    return world


def _plan_key(state, seat: int, picks_kept: bool) -> tuple:
    """The key of a deal's plans in `plans` (see _dealt): the game by its shared fields' record, which no other game
    holds, the seat, and whether the snapshot is dealt too."""
    return id(state.g), seat, picks_kept


def _deal(rules, seat: int, rng, owners: list, world=None, shuffled: bool = True, plan: list | None = None,
          seen: dict | None = None, unread: frozenset | None = None, undealt: list | None = None) -> list:
    """Deal anew, in place, the cards of every pile `seat` cannot see among `owners` ((seat or None, fields) of
    one world), per deck; with `world`, the cards of them it was shown (and those `seen`) stay where they are.
    Returns the deal's plan (`_deal_plan`); `plan`, one found for a game of the same piles, cards known and owners
    (see `_dealt`).
    `unread` (with `undealt`, a list): a deck shuffled from `rng` itself (a random.Random) all of whose piles are
    among these (scope, field) is not dealt: its piles keep the cards they hold, and the numbers its shuffle would
    draw are taken at once, as one number of their bits (`getrandbits` leaves a Mersenne Twister where as many calls of
    `random` leave it), so every later deck gets the cards a full deal gives it. (its cards, where they lie, those
    bits) is added to `undealt`, which `_dealt_later` deals by."""
    if plan is None:
        plan = _deal_plan(rules, seat, owners, world, seen)
    for cards, places in plan:
        pool = list(cards)
        if shuffled and len(pool) > 1:
            if unread and type(rng) is random.Random and _unread_deck(places, owners, unread):
                undealt.append((cards, places, rng.getrandbits(64 * (len(pool) - 1))))
                continue
            draw = _stream_of_deal(rng).random
        for i in range(len(pool) - 1 if shuffled else 0, 0, -1):
            # floor, not int: the same place (the number is never below 0), for a quarter less of the shuffle's
            # instructions (int() of a float is a call of the type; a world dealt shuffles ~300 cards in JMT)
            j = floor(draw() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        _placed(pool, places, owners)
    return plan


def _placed(pool: list, places: list, owners: list) -> None:
    """Put the cards of `pool`, in order, in a deck's `places` (see `_deal_plan`) among `owners`."""
    dealt = 0
    for at, name, key, size, unknown in places:     # unknown None: the whole pile; else the places in it
        pile = owners[at][1][name]
        if key is not _WHOLE:
            pile = pile[key]
        if unknown is None:
            pile[:] = pool[dealt:dealt + size]
            dealt += size
        else:
            for i in unknown:
                pile[i] = pool[dealt]
                dealt += 1


def _unread_deck(places: list, owners: list, unread: frozenset) -> bool:
    """Is every pile of a deck's `places` among `unread` ((scope, field) each)?"""
    for at, name, _key, _size, _unknown in places:
        if ("global" if owners[at][0] is None else "player", name) not in unread:
            return False
    return True


# random.Random's `random()` of two 32-bit words a and b of its Mersenne Twister (CPython's random_random): 53 bits
_HIGH, _UNIT = 67108864.0, 1.0 / 9007199254740992.0


def _numbers_of(bits: int, count: int) -> list:
    """The `count` numbers `random()` would have drawn where `getrandbits(64 * count)` drew `bits`: the same 32-bit
    words, the first the lowest, two a number."""
    words = struct.unpack(f"<{2 * count}I", bits.to_bytes(8 * count, "little"))
    return [((words[k] >> 5) * _HIGH + (words[k + 1] >> 6)) * _UNIT for k in range(0, 2 * count, 2)]


def _dealt_later(undealt: list, owners: list) -> None:
    """Deal, in place, the decks `_deal` left undealt ((cards, places, bits) each) among `owners`, each shuffled by the
    numbers its shuffle would have drawn: the piles a full deal leaves, however often they are dealt."""
    for cards, places, bits in undealt:
        pool = list(cards)
        numbers = _numbers_of(bits, len(pool) - 1)
        for n, i in enumerate(range(len(pool) - 1, 0, -1)):
            j = floor(numbers[n] * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        _placed(pool, places, owners)


def dealt_in_full(world, kept: bool = True):
    """`world` with the decks its deal left undealt (determinize's `unread`) dealt now, in place, as a full deal would
    have dealt them; returned. They stay marked undealt (`kept`): a deal from the same numbers puts each card where it
    put it before, and a copy of the world taken before, or written back from the lowered state (whose slots may hold
    the world's own lists, or copies of them taken before), holds them as they were. `kept` False, where nothing but
    the world holds its piles (no copy of it taken yet): no longer marked, so its copies are not dealt again."""
    fields = world.__dict__       # (not getattr: a copy taken when first read, runtime/lowered.py CopiedLater, is not)
    undealt = fields.get("_undealt") if kept else fields.pop("_undealt", None)
    if undealt:
        _dealt_later(undealt, [(None, world.g)] + [(p["seat"], p) for p in world.players])
    return world


_WHOLE = object()       # a field that is one pile (not one per key)


def _deal_plan(rules, seat: int, owners: list, world=None, seen: dict | None = None) -> list:
    """What a deal among `owners` deals, per deck in order: (its unknown cards in sorted order, where they lie:
    (the owner's place in `owners`, the field, the key of its pile or _WHOLE, the pile's size, the places in it of the
    unknown cards or None for all of them)). It reads the fields not everyone sees and what was shown of them;
    `seen`: places known to the seat, {(owner, field, key): places in the pile} (see _seen_in_action)."""
    places, pools = {}, {}       # per deck the piles are of: where unknown cards lie, and which cards they are
    shown = world is not None and world.revealed
    for at, (owner, fields) in enumerate(owners):
        scope = "global" if owner is None else "player"
        for name, vis, deck in _unseen_of(rules, scope, fields):    # in order, each pile of a field per key in turn
            if owner == seat and vis in (OWNER, CARDS):
                continue
            whole = fields[name]
            if type(whole) is list:     # one pile (most fields): not asked whether it is one per key
                if not whole:
                    continue
                piles = ((_WHOLE, whole),)
            else:
                piles = whole.items() if keyed_piles(whole) else ((_WHOLE, whole),)
            for key, value in piles:
                if type(value) is not list or not value:
                    continue
                known = known_cards(world, seat, owner, name) if shown else None
                kept = seen.get((owner, name, key), ()) if seen else ()
                if not known and not kept:  # the usual case: no card of it was shown, every one is dealt anew
                    if deck in places:
                        places[deck].append((at, name, key, len(value), None))
                        pools[deck] += value
                    else:
                        places[deck], pools[deck] = [(at, name, key, len(value), None)], list(value)
                    continue
                known = known & Counter(value) if known else Counter()
                unknown = []
                for i, card in enumerate(value):
                    if i in kept:
                        continue
                    if known[card] > 0:
                        known[card] -= 1
                    else:
                        unknown.append(i)
                        pools.setdefault(deck, []).append(card)
                if unknown:
                    places.setdefault(deck, []).append((at, name, key, len(value), unknown))
    # sorted first: the world depends on which cards are unknown, not on where they really are
    return [(tuple(_in_order(pools[deck])), places[deck]) for deck in sorted(pools)]


def _in_order(cards: list) -> list:
    """Cards sorted by their notation: ids that are all text sort as themselves, without a key made for each card
    (a deal sorts ~250 unknown cards in JMT, twice a decision)."""
    if set(map(type, cards)) == _TEXT:
        return sorted(cards)
    return sorted(cards, key=str)


_TEXT = {str}


def _picks_redrawn(state, seat: int, rng, wanted: list | None = None, shuffled: bool = True, tries: int = 3,
                   plans: dict | None = None, judged: bool = False):
    """A world of a secret step in which moves were made: dealt as the step began (`secret_start`), then the
    step's moves made again in the order they were made, each seat as many as it made: the seat's own as it
    made them, the others' drawn at random from their legal moves with the world's own random stream.

    The world must look to the seat as the game does (a pick drawn anew may leave it other legal moves, or
    its own move may draw another card), so a few are tried, then none (None: determinize keeps the picks).
    `wanted`: looks(state, seat), when the caller has it already."""
    start = state.secret_start
    if start is None:
        return None
    done = len(start.history)
    made = list(zip(state.history[done:], _notations(state, done)))
    if wanted is None:
        wanted = looks(state, seat)
    for _ in range(tries):
        world = _dealt(start, seat, rng, shuffled=shuffled, plans=plans, drawn=True, judged=judged)
        dealt = _own_start(world, start, rng)
        try:
            if not _made_again(world, made, seat):
                continue
        except RuleError:          # the seat's own move is not possible in that world
            continue
        if looks_as(world, seat, wanted, state):
            if dealt is not None:       # a seat's own copy (dealt with no start of its own): `_copy_start` takes it
                world.secret_start = dealt
            return world
    return None


def _own_start(world, start, rng):
    """A copy of `world`, the game as the secret step began dealt for a seat's own copy (`rng` a _CopyDeal), before the
    step's moves are made again in it, where it is the seat's copy of the step as it began: the one `seat_copy(start)`
    deals (`_copy_start` takes it rather than dealing the start a second time). That copy deals with picks kept and a
    stream of its own, so this one is it only where the two deals are one: nothing of the start was shown (a deal of
    the others as the step began keeps no card shown in place), the start is no game made again itself (no start of
    its own, no choice waiting: its copy is then dealt with picks kept) and the world took the copy's stream (the
    deal's first number: the first world of the copy). Else None. It shares the world's record of the others as the
    step began, made by the deal and never written (the moves made again in the world write its players)."""
    if type(rng) is not _CopyDeal or world._rng is not _COPY_STREAM or start.revealed or \
            start.secret_start is not None or start.pending is not None or start.snapshot is None:
        return None
    return world.clone(snapshot=False)


def _notations(state, start: int) -> list:
    """`state.texts()[start:]`, the notation of the moves from `start` on, without writing those of the moves before
    it (a secret step's few moves, where the game's log may hold a hundred not yet written)."""
    texts = state._texts
    return [texts[i] if i < len(texts) else str(move) for i, move in enumerate(state.history[start:], start)]


def _made_again(world, made: list, seat: int) -> bool:
    """Make the moves `made` ((move, notation) in order) again in `world`: `seat`'s as it made them, the others'
    drawn from their legal moves. False where the world does not ask the same seats in the same order, or asks a
    seat that has no legal move there (dealt other cards than it held)."""
    # (a seat's own copy shares _COPY_STREAM: GameState.rng takes its own copy of it, made as late as it draws)
    draw = world.rng.random
    # who decides next counted, not listed (GameState.next_pick): a pick is drawn from the counted blocks
    # (GameState.drawn_move) and a seat's own found in them (GameState.offers); the last decision's moves are compared
    # by their blocks too (looks_as). Listing a tableau's ~900 moves three times a world was 40 % of its deal.
    world.counts_decisions = True
    if "open_domains" not in world.__dict__:
        world.open_domains = {}
    try:
        for move, text in made:
            if world.to_move() != move.seat:
                return False
            if move.seat == seat:
                _made_as_before(world, move, text)
            else:
                drawn = world.drawn_move(draw)
                if drawn is None:
                    return False
                world.apply(drawn, check=False)
        return True
    finally:
        world.counts_decisions = False


def _made_as_before(world, move, text: str, alone: bool = False) -> None:
    """A seat's own move made again in a world imagined: the move itself where the world offers it (equal moves are
    written alike), else its notation, parsed (a game loaded has only that; RuleError where it is not legal there).
    `alone`: its offer asked of its action alone where it can be (GameState.offers_alone), not of the decision's."""
    if move is not None and (world.offers_alone(move) if alone else world.offers(move)):
        world.apply(move, check=False)
    else:
        world.apply(text)


_UNKNOWN = object()
_UNSEEN: dict = {}      # (id(rules), scope) -> (rules, {field: (visibility, deck) or None where everyone sees it})


def _unseen_fields(rules, scope: str) -> dict:
    """The fields of a scope as determinize reads them, filled in as met: the rules never change."""
    kept = _UNSEEN.get((id(rules), scope))
    if kept is None or kept[0] is not rules:
        kept = _UNSEEN[(id(rules), scope)] = (rules, {})
    return kept[1]


_UNSEEN_OF: dict = {}   # (id(rules), scope, record type) -> (rules, [(field, visibility, deck) not everyone sees])


def _unseen_of(rules, scope: str, fields) -> list:
    """(name, visibility, deck) of the fields of a record (or dict) of a scope that not everyone sees, in its order:
    a deal reads only those (Appalachian's players hold 18 fields, one of them a hidden pile)."""
    key = (id(rules), scope, type(fields))
    kept = _UNSEEN_OF.get(key) if isinstance(fields, Record) else None
    if kept is not None and kept[0] is rules:
        return kept[1]
    unseen = _unseen_fields(rules, scope)
    found = []
    for name in fields.keys():
        field = unseen.get(name, _UNKNOWN)
        if field is _UNKNOWN:
            field = unseen[name] = _unseen_field(rules, scope, name)
        if field is not None:
            found.append((name, *field))
    if isinstance(fields, Record):      # a record's fields are its type's: kept (a dict's are read each time)
        _UNSEEN_OF[key] = (rules, found)
    return found


def _unseen_field(rules, scope: str, name: str) -> tuple | None:
    """(visibility, the deck its cards are of) of a field not everyone sees; None for one everyone does."""
    vis = visibility(rules, scope, name)
    if vis == EVERYONE:
        return None
    return vis, rules.layout.get(scope, {}).get(name, {}).get("of", name)


# The deal of a seat's own copy (seat_copy): fixed, so that taking the copy draws nothing from an agent's rng.
COPY_DEAL = 0


class _CopyDeal:
    """random.Random(COPY_DEAL), as a seat's own copy is dealt with it, seeded only where more than its first number is
    drawn: a copy dealt in sorted order draws only the seed of its own stream, the same at every decision (`_COPY_STREAM`),
    and seeding the two streams was ~10 µs of every decision's view."""
    __slots__ = ("rng", "read")

    def __init__(self):
        self.rng, self.read = None, 0     # `read`: numbers taken before the stream was seeded

    def first_unread(self) -> bool:
        """Is the next number the first? Then it is taken as read (the caller knows what it is)."""
        if self.rng is None and self.read == 0:
            self.read = 1
            return True
        return False

    def seeded(self) -> random.Random:
        """The stream itself, seeded now if it was not, the numbers already taken skipped."""
        if self.rng is None:
            self.rng = random.Random(COPY_DEAL)
            for _ in range(self.read):
                self.rng.random()
        return self.rng

    def random(self) -> float:
        return self.seeded().random()


def _stream_of_deal(rng):
    """What a shuffle of a deal draws from: `rng`, or a seat's copy's stream itself (`_CopyDeal.seeded`), taken only
    where it draws: a choice made again in the copy shuffles ~140 cards (Trek), each a call of this module's
    `random` and of the stream's before."""
    return rng.seeded() if type(rng) is _CopyDeal else rng


def _known_copy_stream(first: int) -> KnownStream:
    """random.Random(random.Random(COPY_DEAL).random()), the stream of every seat's own copy, as a KnownStream: its
    state and its `first` numbers read once, at import."""
    stream = random.Random(random.Random(COPY_DEAL).random())
    state = stream.getstate()
    return KnownStream(state, tuple(stream.random() for _ in range(first)))


# a copy's stream: shared, so never drawn from. A seat's copy made in the middle of a secret step draws the others'
# picks made again from a copy of it at every decision (`_made_again`, through GameState.rng's `_own_copy`): a few
# numbers, answered from those known. Set from its state, a copy cost ~145k instructions (the 625 numbers of a state
# read and made back: some seven moves of a random playout)
_COPY_STREAM = _known_copy_stream(64)



def seat_copy(state, seat: int, wanted: list | None = None, plans: dict | None = None):
    """A copy of `state` that holds nothing `seat` may not know: the world an agent imagines others from.

    What the seat cannot see is dealt anew (`determinize`, with a deal of its own), and what the
    deal leaves of the true game is dropped: what other seats were shown, the secret parts of their
    moves, their hidden notes, and the game before an effect asked and as a secret step began (dealt
    anew the same way). Worlds dealt from the copy are the
    worlds dealt from the game with the same rng: determinize deals the unknown cards in sorted order
    into the same places. Left as they are, as determinize leaves them: others' hidden counters and
    flags, and the values an effect worked out on the way to the seat's own choice when it cannot be
    imagined again. `wanted`: looks_if_replayed(state, seat), when the caller has it already. `plans`: where the
    plans of the deals that made the copy (and its game before an effect asked, and as the secret step began) are
    kept for the worlds dealt from it (see _dealt), the same piles and cards known.
    """
    # its unknown cards unshuffled: every world dealt from it sorts them again before shuffling, so their order here
    # is nobody's to see (an observation shows a hidden pile's size), and the shuffle (~250 cards in JMT) was paid
    # for nothing at every decision. (A choice imagined again is dealt as before: its replay is checked against the
    # game.)
    found = {}
    world = determinize(state, seat, _CopyDeal(), wanted or looks_if_replayed(state, seat), shuffled=False, plans=found)
    if world.origin is None and state.origin is not None and state.pending is not None:
        world.origin = [seat_copy(state.origin[0], seat, plans=plans), list(state.origin[1]), list(state.origin[2])]
    elif world.origin is not None:      # imagined again: the game before the action is one dealt already
        _forget_others(world.origin[0], seat)
        _copy_start(world.origin[0], state.origin[0], seat, plans)
    _forget_others(world, seat)
    if plans is not None:
        _keep_plans(plans, found, state, world, seat)
    _copy_start(world, state, seat, plans, found)
    return world


def _keep_plans(plans: dict, found: dict, state, world, seat: int) -> None:
    """Keep in `plans`, as the plans of the copy `world`, those of the deal of `state` that made it (where `world` is
    such a deal, not a world made again): the copy holds the same piles and knows the same cards, so the worlds dealt
    from it deal by them (only the game's true cards differ: each plan holds the unknown cards sorted)."""
    for picks_kept in (False, True):
        kept = found.get(_plan_key(state, seat, picks_kept))
        if kept is not None and kept[0] is state.g:
            plans[_plan_key(world, seat, picks_kept)] = (world.g, kept[1], kept[2])


def _copy_start(world, state, seat: int, plans: dict | None = None, found: dict | None = None) -> None:
    """The seat's copy of the game as the secret step now played began, for the worlds dealt from `world` (a seat's
    copy is dealt with no start of its own: _dealt).
    Where nobody has moved yet, the step as it began is `world` itself, taken once it holds nothing the seat may not
    know: a world dealt from it reads of its start only that no move was made since (picked_this_step), and a
    copy of the start dealt on its own cost as much as the copy. The start shares the copy's record of the others as
    the step began (`snapshot`): neither is ever written, only read or copied (a world dealt from either is a clone).
    Where the step's moves were made again in `world`, the start it was dealt as (`_own_start`, which `_picks_redrawn`
    leaves in `world.secret_start`) is the start's copy; its deal's plan, in `found` (the plans of the copy's deals),
    is kept in `plans` for it."""
    start, dealt = state.secret_start, world.secret_start
    world.secret_start = None
    if start is not None and len(state.history) == len(start.history):
        world.secret_start = world.clone(snapshot=False)
        kept = plans.get(_plan_key(world, seat, False)) if plans is not None else None
        if kept is not None and kept[0] is world.g:        # the same piles as the copy: its deal's plans
            plans[_plan_key(world.secret_start, seat, False)] = (world.secret_start.g, kept[1], kept[2])
    elif dealt is not None:
        _forget_others(dealt, seat)
        world.secret_start = dealt
        kept = found.get(_plan_key(start, seat, False)) if found is not None and plans is not None else None
        if kept is not None and kept[0] is start.g:         # the deal that made it: the same piles and cards known
            plans[_plan_key(dealt, seat, False)] = (dealt.g, kept[1], None)
    elif start is not None:
        world.secret_start = seat_copy(start, seat, plans=plans)


def looks_if_replayed(state, seat: int) -> list | None:
    """How the game looks to `seat` where determinize will need it (a choice of its own to imagine again, or
    picks of a secret step to make again)."""
    if state.pending is not None and state.pending["seat"] == seat and state.origin is not None:
        return looks(state, seat, observed=False)
    if state.snapshot is not None and state.secret_start is not None and picked_this_step(state):
        # (with no start to deal from, the picks stay as they are and nothing is compared: a seat's copy of the
        # step as it began holds no start of its own, and its looks cost as much as its deal)
        return looks(state, seat, observed=False)
    return None


def _forget_others(world, seat: int) -> None:
    """Drop from a dealt world what only the true game holds (see seat_copy)."""
    if world.snapshot is not None:      # (the others as the step began were dealt with the world: determinize)
        world.notes = [n if n[1] is None or n[1] == seat else (n[0], n[1], HIDDEN) for n in world.notes]
    world.revealed = [k for k in world.revealed if k[0] is None or k[0] == seat]
    public = world.public
    read, hidden = _read_by(seat, world.history, public)
    if hidden:
        world.history = read
        texts = world._texts
        written = len(texts)        # (the notation is written only where a log was shown: mostly none)
        if hidden[0] < written:
            texts = world._texts = list(texts)
            for i in hidden:
                if i >= written:
                    break
                texts[i] = public[i]


# the history a seat last read, by seat: (its moves, their public texts, the moves as the seat reads them, the places
# of the others' moves read by their public text). A seat decides again and again along one game, whose history only
# grows: its copy at a decision reads the moves the copy before it read, and those made since
_READ: dict = {}


def _read_by(seat: int, history: list, public: list) -> tuple[list, list]:
    """(`history` with each other seat's move that has a public text read as `seat` reads it in the log
    (`_public_move`), the places of those moves, in order). The moves a history begins with alike with the one the
    seat read last, and their public texts, are read as they were (a late game logs a hundred moves, half of them
    picks of a secret step: each read anew was most of the seat's copy's forgetting)."""
    size = len(history)
    public = public[:size]
    last = _READ.get(seat)
    start = 0
    if last is not None:
        start = min(_common_prefix(history, last[0]), _common_prefix(public, last[1]))
    if start:
        read = last[2][:start]
        hidden = last[3][:bisect_left(last[3], start)]
    else:
        read, hidden = [], []
    # the moves since with a public text found in C, then those of the others among them
    new = [i for i in compress(count(start), map(is_not, public[start:], repeat(None))) if history[i].seat != seat]
    read += history[start:]
    for i in new:
        read[i] = _public_move(history[i], public[i])
    hidden += new
    _READ[seat] = (list(history), public, read, hidden)
    return list(read), hidden


_PUBLIC_MOVES: dict = {}    # (move type, seat, public text) -> the move as the others read it: a few per game


def _public_move(move, text: str):
    """A move of another seat as the seat reads it in the log: its seat and public text (`GameState.public_text`).
    Equal moves are one object: the same few texts ("?") recur at every decision of a game."""
    key = (type(move), move.seat, text)
    found = _PUBLIC_MOVES.get(key)
    if found is None:
        if len(_PUBLIC_MOVES) >= 4096:      # (a bound: a game has a few such texts)
            _PUBLIC_MOVES.clear()
        found = _PUBLIC_MOVES[key] = type(move)(move.seat, text)
    return found


def looks(state, seat: int, observed: bool = True) -> list:
    """How the game looks to `seat`: [its observation, its legal moves where it is to move (None where it is not:
    another seat's moves are not its to see), the same moves counted (GameState.counted_decision, or None)]. An
    imagined world must look the same. `observed` False: the observation left out (None) until a world must be
    compared with it and `seen_alike` cannot tell (looks_as then reads it from the game compared with, once): it
    costs as much as dealing the world."""
    moves = counted = None
    if state.to_move() == seat:
        moves, counted = list(state.legal_actions()), state.counted_decision()
    return [state.observation(seat) if observed else None, moves, counted]


def _replayed(state, seat: int, rng, wanted: list | None = None, tries: int = 3, plans: dict | None = None):
    """A choice the seat's own effect waits on, imagined from before the action: the values the
    effect worked out on the way (a card of another hand it looked up) are worked out anew.

    The imagined world must look to the seat exactly as the game does — an action that turned up
    a public card (a face-up row refilled) may not — so a few are tried, then none (None).

    `wanted`: looks(state, seat), when the caller has it already."""
    before, moves, _chosen = state.origin
    if wanted is None:
        wanted = looks(state, seat)
    # (the notation of the moves before is not written here: a world dealt from `before` that must show its log (an
    # observation compared, moves that differ) writes it, and most compare without it: seen_alike)
    # the moves themselves, as the game logged them after `before`: parsing a notation writes every legal move's
    made = list(zip(state.history[len(before.history):], moves))
    if len(made) != len(moves):
        made = [(None, text) for text in moves]
    # (a game before the action that is itself imagined again, or mid secret step, is dealt as determinize deals it)
    seen = _seen_in_action(before, state, seat) if before.pending is None and before.snapshot is None else None
    if seen and plans is not None:      # a deal that keeps them has plans of its own, by the places kept
        plans = plans.setdefault((_SEEN_PLANS, seat, frozenset(seen.items())), {})
    for _ in range(tries):
        world = determinize(before, seat, rng, plans=plans, seen=seen)
        try:
            for move, text in made:
                _made_as_before(world, move, text, alone=True)
        except RuleError:          # the action is not possible in that world
            continue
        if world.pending is not None and world.pending["seat"] == seat and looks_as(world, seat, wanted, state):
            return world
    return None


_SEEN_PLANS = object()      # the key, in a decision's plans, of the plans of deals that keep cards seen (_replayed)


def _seen_in_action(before, state, seat: int) -> dict:
    """Where the cards the seat's own action drew into its piles the others cannot see (a hand, treks drawn to choose
    from) lay before it, {(owner, field, key of its pile or _WHOLE): places in the pile}: drawn from the top (or the
    bottom) of a pile it cannot see. The seat has seen them, so a world in which the action is made again holds them
    there (else it draws others, and its choice has other options). By place, not by card: with copies of a card in
    a deck, the copy drawn is the one at the place drawn from, in the game and in the seat's own copy alike."""
    rules = state.rules
    drawn = Counter()
    mine, then = state.players[seat], before.players[seat]
    for name, vis, _deck in _unseen_of(rules, "player", mine):
        if vis in (OWNER, CARDS):
            now, was = mine[name], then[name]
            if type(now) is list and now != was:
                drawn += Counter(now) - Counter(was)
    seen = {}
    if not drawn:
        return seen
    for owner, fields in [(None, before.g)] + [(p["seat"], p) for p in before.players]:
        if owner == seat:
            continue
        after = state.g if owner is None else state.players[owner]
        for name, _vis, _deck in _unseen_of(rules, "global" if owner is None else "player", fields):
            whole = fields[name]
            for key, was in (whole.items() if keyed_piles(whole) else ((_WHOLE, whole),)):
                now = after[name] if key is _WHOLE else after[name].get(key)
                places = _drawn_places(was, now)
                taken = [i for i in places if drawn[was[i]] > 0]
                for i in taken:
                    drawn[was[i]] -= 1
                if taken:
                    seen[(owner, name, key)] = frozenset(taken)
    return seen


def _drawn_places(was, now) -> range:
    """The places of `was` (a pile) that a draw took, where `now` is what is left of it: its top or its bottom."""
    if type(was) is not list or type(now) is not list or not len(now) < len(was):
        return range(0)
    taken = len(was) - len(now)
    if was[taken:] == now:
        return range(taken)
    if was[:len(now)] == now:
        return range(len(now), len(was))
    return range(0)


def looks_as(world, seat: int, wanted: list, like=None) -> bool:
    """`looks(world, seat) == wanted`, the legal moves compared first: where an imagined world differs, its
    moves mostly do (a card turned up among the options), and they cost far less to write than an observation.
    `like`: the game `wanted` was taken from (or one that looks the same to the seat: its own copy), whose fields
    are compared with the world's first (`seen_alike`); `wanted` may then leave its observation out, filled in
    from `like` where it is needed."""
    observation, moves, counted = wanted
    if moves is not None:
        alike = _counted_alike(world, counted) if counted is not None and world._moves is None else None
        if alike is False:
            return False
        if alike is None:
            legal = world.legal_actions()
            # the moves themselves first (equal moves write alike); their notation where they differ (a move of
            # arguments of another type that reads the same), up to the first that differs
            if legal != moves and (len(legal) != len(moves) or
                                   any(m != n and str(m) != str(n) for m, n in zip(legal, moves))):
                return False
    if like is not None and seen_alike(world, like, seat):
        return True
    if observation is None:
        observation = wanted[0] = like.observation(seat)
    return world.observation(seat) == observation


def _counted_alike(world, counted: tuple):
    """Are the world's legal moves those `counted` (looks' GameState.counted_decision) stands for, told by their
    counted blocks without listing them (a tableau's ~900 moves, made again in every world a seat imagines)? True
    where the blocks are equal, False where they count another number of moves, None where only the lists can tell."""
    mine = world.counted_decision()
    if mine is None:
        return None
    if mine[0] == counted[0] and mine[1] is counted[1] and mine[2] == counted[2]:
        return True
    return False if mine[3] != counted[3] else None


def seen_alike(world, other, seat: int) -> bool:
    """True where `world` and `other` (games of the same rules) surely look the same to `seat`, i.e. where
    `world.observation(seat) == other.observation(seat)`, found without writing either: each thing an observation
    shows is compared as the value it is written from (a field the seat sees as the value, one it does not as
    what it sees of it: a pile's size). False where they may differ: then the observations are compared.

    A world dealt mid secret step and made again looks to the seat as the game does but for what it cannot see, so
    this answers nearly every comparison for the cost of a few field reads: writing an observation (every field
    made plain, the whole log) cost as much as dealing the world."""
    if world.rules is not other.rules or world.round != other.round or world.phase != other.phase or \
            world.step != other.step or world.to_move() != other.to_move() or world.turn != other.turn or \
            _waiting(world.picks) != _waiting(other.picks):
        return False
    rules = world.rules
    if world.pending is not None or other.pending is not None:
        if _choice(world.pending, seat) != _choice(other.pending, seat):
            return False
    shared, shared_other = (world.shared_snapshot if world.shared_snapshot is not None else world.g,
                            other.shared_snapshot if other.shared_snapshot is not None else other.g)
    if not _fields_alike(rules, "global", shared, shared_other, False):
        return False
    if len(world.players) != len(other.players):
        return False
    for p, q in zip(world.players, other.players):
        owner = p["seat"]
        if owner != seat:
            p = world.snapshot[owner] if world.snapshot is not None else p
            q = other.snapshot[owner] if other.snapshot is not None else q
        if not _fields_alike(rules, "player", p, q, owner == seat):
            return False
    if (world.revealed or other.revealed) and known_facts(world, seat) != known_facts(other, seat):
        return False
    return _logs_alike(world, other, seat)


def _waiting(picks) -> list:
    return [s for s, left in enumerate(picks or []) if left > 0]


def _choice(pending, seat: int):
    """The seat's own pending choice as an observation shows it (None where it waits on none)."""
    if pending is None or pending["seat"] != seat:
        return None
    return pending["var"], plain(pending["options"])


def _fields_alike(rules, scope: str, fields, others, own: bool) -> bool:
    """Do two records (or dicts) of one scope show the same to a seat (`own`: the fields are the seat's own)? The
    fields it sees, as equal values of one type (ids are strings, counts ints: written alike); the others, as what it
    sees of them (field_view: a pile's size)."""
    if fields is others:
        return True
    if type(fields) is not type(others) or (not isinstance(fields, Record) and fields.keys() != others.keys()):
        return False
    shown, hidden = _shown_fields(rules, scope, fields, own)
    seen, seen_other = shown(fields), shown(others)
    if seen != seen_other or list(map(type, seen)) != list(map(type, seen_other)):
        return False
    for name, vis in hidden:
        value, other = fields[name], others[name]
        if value is not other and field_view(value, vis, own) != field_view(other, vis, own):
            return False
    return True


_SHOWN: dict = {}   # (id(rules), scope, the record type or the field names, own) -> (rules, getter, hidden fields)


def _shown_fields(rules, scope: str, fields, own: bool) -> tuple:
    """For a record (or dict) of a scope, as a seat reads it (`own`: its own): a getter of the values of the fields
    it sees (`seat` with them), as a tuple read in C, and (name, visibility) of the others."""
    record = isinstance(fields, Record)
    key = (id(rules), scope, type(fields) if record else tuple(fields), own)
    kept = _SHOWN.get(key)
    if kept is None or kept[0] is not rules:
        names = fields.FIELDS if record else tuple(fields)
        where = type(fields).__slots__ if record else names     # a record's values are its slots
        shown, hidden = [], []
        for name, at in zip(names, where):
            vis = visibility(rules, scope, name)
            if vis == EVERYONE or (own and vis in (OWNER, CARDS)) or name == "seat":
                shown.append(at)
            else:
                hidden.append((name, vis))
        getter = attrgetter if record else itemgetter
        kept = _SHOWN[key] = (rules, getter(*shown) if len(shown) > 1 else _one_or_none(getter, shown), hidden)
    return kept[1], kept[2]


def _one_or_none(getter, fields: list):
    """A getter of one field or none that still gives a tuple (attrgetter and itemgetter of one give the value)."""
    if not fields:
        return lambda _record: ()
    read = getter(fields[0])
    return lambda record: (read(record),)


def _logs_alike(world, other, seat: int) -> bool:
    """Does the log read the same to the seat in both games: every move's seat, and its notation where the seat may
    read it whole (its own, a public one), else what everyone reads of it (`public`)?"""
    history, others = world.history, other.history
    # (a move waiting on a choice inside its effect has its public text already: the log is as long as the shorter)
    if min(len(history), len(world.public)) != min(len(others), len(other.public)):
        return False
    texts = other_texts = None
    # the moves before the first that differs read alike: found in C (a long game logs hundreds of moves)
    same = min(_common_prefix(history, others), _common_prefix(world.public, other.public))
    for i in range(same, min(len(history), len(world.public))):
        m, n, public, public_other = history[i], others[i], world.public[i], other.public[i]
        if m.seat != n.seat:
            return False
        if m.seat == seat or public is None:
            if public_other is not None and n.seat != seat:
                return False
            if m != n:      # equal moves write alike (as looks_as compares the legal moves)
                if texts is None:
                    texts, other_texts = world.texts(), other.texts()
                if texts[i] != other_texts[i]:
                    return False
        elif public != public_other:
            return False
    return True


def _common_prefix(items: list, others: list) -> int:
    """How many items two lists begin with alike (found by halves, each a comparison of slices in C)."""
    low, high = 0, min(len(items), len(others))
    if items[:high] == others[:high]:
        return high
    high -= 1       # (the whole differs: the prefix is shorter)
    while low < high:
        middle = (low + high + 1) // 2
        if items[:middle] == others[:middle]:
            low = middle
        else:
            high = middle - 1
    return low
