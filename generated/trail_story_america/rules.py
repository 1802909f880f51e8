"""Trail Story: America: the rules, compiled by Cairn.

Generated from definitions/trail-story-america/board.yaml, definitions/trail-story-america/decks.yaml, definitions/trail-story-america/game.yaml.
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import Action, GameRules, RuleError, Step, ask, draw, later, move_card, reveal, roll, roll_dice, shuffle, subsets, loop_turn, copy_piles, repeat_count, walks, walk_end, record_type

from .data import ABILITIES, ABILITIES_ORDER, ANSWERS, ANSWERS_ORDER, BENEFITS, BENEFITS_ORDER, BONUS_KINDS, BONUS_KINDS_ORDER, CAMPSITES, CAMPSITES_ORDER, CAMP_ICONS, CAMP_ICONS_ORDER, DESPAIR_CARDS, DESPAIR_CARDS_ORDER, DICE, DICE_ORDER, EXPERIENCE_LIMIT, FIRST_PAGE_STARS, HAVEN_COST, INSPIRATION_COST, ITEM_KINDS, ITEM_KINDS_ORDER, MAX_DICE, PAGE_STARS, PATHS, PATHS_ORDER, PIECES, PIECES_ORDER, RESOURCES_PER_POINT, SITES, SITES_ORDER, SKILLS, SKILLS_ORDER, STAR_FACES, STORIES, STORIES_ORDER, STORY_KINDS, STORY_KINDS_ORDER, STORY_TOKENS, STORY_TOKENS_ORDER, TASKS, TASKS_ORDER, TERRAINS, TERRAINS_ORDER, TRACKS, TRACKS_ORDER, TRINKETS, TRINKETS_ORDER

GAME_ID = 'trail-story-america'
GAME_NAME = 'Trail Story: America'
MIN_PLAYERS = 2
MAX_PLAYERS = 4
OPTIONS = {'west_piece': {'values': ('west_a', 'west_b'), 'default': 'west_a'}, 'east_piece': {'values': ('east_a', 'east_b'), 'default': 'east_a'}}


# ---------------------------------------------------------------- lookup tables
def star_faces(key):
    """The 'star_faces' table (definitions/trail-story-america/game.yaml:118)."""
    if key in STAR_FACES:
        return STAR_FACES[key]
    raise RuleError("no row of 'star_faces' for %r (definitions/trail-story-america/game.yaml:118)" % (key,))


# ---------------------------------------------------------------- tracks and counters


def set_crystals(state, p, value):
    """Crystals: 0 to … (definitions/trail-story-america/game.yaml:148)."""
    if value < 0:
        value = 0
    state.g.crystals = value


def set_active(state, p, value):
    """Active: 0 to … (definitions/trail-story-america/game.yaml:173)."""
    if value < 0:
        value = 0
    p.active = value


# ---------------------------------------------------------------- functions


def skill_room(state, p, s):
    """Empty Skill spaces of a Skill (a space under a Wanderlust token holds nothing)."""
    return TRACKS[SKILLS[s]["track"]]["spaces"] - p.wanderlust[SKILLS[s]["track"]] - p.skill_cubes[s]


def movement(state, p):
    """The movement value: one, plus one for each Wanderlust token taken off Movement."""
    return TRACKS['movement_spaces']["spaces"] - p.wanderlust['movement_spaces']


def memory_room(state, p):
    """definitions/trail-story-america/game.yaml:192"""
    return TRACKS['memory_spaces']["spaces"] - p.wanderlust['memory_spaces']


def item_room(state, p):
    """definitions/trail-story-america/game.yaml:194"""
    return TRACKS['item_spaces']["spaces"] - p.wanderlust['item_spaces']


def tokens_for(state, p, kind, amount):
    """Item tokens that hold an amount of an Item: a Food token flipped to its 2 side counts as 2 Food."""
    return (amount + 1) // 2 if ITEM_KINDS[kind]["food"] else amount


def items_held(state, p):
    """Item spaces used; two identical Food share a space (one token, flipped)."""
    return sum(tokens_for(state, p, i, p.items_[i]) for i in ITEM_KINDS)


def empty_paths(state, p):
    """The empty paths joining the Wanderer's site to an adjacent site."""
    return list(dict.fromkeys(x for x in PATHS if x in state.g.paths_in_play and (PATHS[x]["from"] == p.site or PATHS[x]["to"] == p.site) and state.g.on_path[x] is None))


def neighbours(state, p):
    """definitions/trail-story-america/game.yaml:206"""
    return list(dict.fromkeys(PATHS[x]["to"] if PATHS[x]["from"] == p.site else PATHS[x]["from"] for x in PATHS if x in state.g.paths_in_play and (PATHS[x]["from"] == p.site or PATHS[x]["to"] == p.site)))


def on_edge(state, p, s):
    """definitions/trail-story-america/game.yaml:208"""
    return SITES[s]["row"] == 1 or SITES[s]["row"] == 4 or SITES[s]["col"] == 0 or SITES[s]["col"] == (3 if len(state.players) >= 3 else 2)


def may_take_action(state, p, kind):
    """The turn's one action, or after it a bonus action a Story card granted."""
    return state.g.stage == 'start' or bonus_now(state, p, kind)


def bonus_now(state, p, kind):
    """A Travel bonus is taken once the turn is over; the others after the turn's action, and a Reflect or Journal action goes on as long as the Wanderer likes."""
    return state.g.stage == 'after_turn' if kind == 'travel' else state.g.stage == 'wrap' and (kind in state.g.bonuses or goes_on(state, p, kind))


def goes_on(state, p, kind):
    """The Wanderer is Reflecting or Journaling and may do more of it."""
    return kind == 'reflect' and state.g.reflecting or kind == 'journal' and state.g.journaling


def current(state, p):
    """The Story card being resolved."""
    return state.g.open_stories[0]


def current_tasks(state, p):
    """The tasks of the section being resolved (joined by OR)."""
    return list(dict.fromkeys(t for t in TASKS if TASKS[t]["story"] == current(state, p) and TASKS[t]["section"] == state.g.section)) if state.g.stage == 'story' else ()


def own_skill(state, p, task):
    """definitions/trail-story-america/game.yaml:229"""
    return 'intelligence' if TASKS[task]["skill"] == 'any_skill' else TASKS[task]["skill"]


def difficulty(state, p):
    """definitions/trail-story-america/game.yaml:232"""
    return STORY_TOKENS[state.g.telling[0]]["difficulty"]


def stars(state, p, dice_count):
    """Stars on the activated dice only."""
    return sum(star_faces(state.g.rolled[d]) for d in DICE if DICE[d]["slot"] <= dice_count)


def ability_dice(state, p, skill_used, cubes):
    """AUTHORED: an Ability card of the Skill used activates one more die when at least one cube of that Skill is moved."""
    return 1 if cubes > 0 and any(ABILITIES[a]["skill"] == skill_used for a in p.ability_cards) else 0


def within_range(state, p, q):
    """Orthogonal steps from the player's site to the campsite, within the Campsite card's range."""
    return abs(SITES[q.site]["row"] - SITES[state.g.camp_site]["row"]) + abs(SITES[q.site]["col"] - SITES[state.g.camp_site]["col"]) <= CAMPSITES[state.g.camp_card[0]]["range"]


def meditation(state, p):
    """definitions/trail-story-america/game.yaml:246"""
    return SITES[p.site]["terrain"] == 'mountain' and 'mountain' in p.talents and not state.g.meditated


def page_cost(state, p):
    """definitions/trail-story-america/game.yaml:248"""
    return (FIRST_PAGE_STARS if len(p.journal_pages) == 0 else PAGE_STARS) - (1 if meditation(state, p) else 0)


def stars_of(state, p, tokens):
    """definitions/trail-story-america/game.yaml:250"""
    return sum(STORY_TOKENS[t]["difficulty"] for t in tokens)


def page_matches(state, p, story, tokens):
    """definitions/trail-story-america/game.yaml:253"""
    return meditation(state, p) or any(STORY_TOKENS[t]["kind"] == STORIES[story]["kind"] for t in tokens)


def haven_here(state, p):
    """A Haven may be made only where no player has one (or stacked on the one made this turn)."""
    return state.g.haven_site == p.site or all(q.havens[p.site] == 0 for q in state.players)


def resources(state, p):
    """definitions/trail-story-america/game.yaml:259"""
    return sum(p.skill_cubes[s] + p.experience[s] for s in SKILLS) + p.active + sum(STORY_TOKENS[t]["difficulty"] for t in p.memories)


def haven_count(state, p):
    """definitions/trail-story-america/game.yaml:261"""
    return sum(1 for s in SITES if p.havens[s] > 0)


def end_triggered(state, p):
    """definitions/trail-story-america/game.yaml:263"""
    return sum(1 for q in state.players if len(q.journal_pages) >= 4) >= 2 or any(len(q.journal_pages) >= 5 for q in state.players) or all(any(q.havens[s] > 0 for q in state.players) for s in state.g.sites_in_play)


# ---------------------------------------------------------------- procedures


def place_from_bag(state, p, x):
    """Draw a Story token from the bag onto a path. (definitions/trail-story-america/game.yaml:267)"""
    shuffle(state, state.g.story_bag)
    draw(state, state.g.story_bag, state.g.drawn, 1)
    token = state.g.drawn[0]
    move_card(state.g.drawn, state.g.on_board, token)
    state.g.on_path[x] = token


def draw_for_scout(state, p):
    """One token from the bag (shaken: drawn at random); with the bag empty, the Wanderer takes one from a path elsewhere on the board, which counts as drawn. (definitions/trail-story-america/game.yaml:276)"""
    if len(state.g.story_bag) > 0:
        shuffle(state, state.g.story_bag)
        draw(state, state.g.story_bag, state.g.drawn, 1)
    else:
        elsewhere = list(dict.fromkeys(x for x in PATHS if state.g.on_path[x] is not None and PATHS[x]["from"] != p.site and PATHS[x]["to"] != p.site))
        if len(elsewhere) > 0:
            ask(state, p, 'taken', elsewhere, 'draw_for_scout_taken', elsewhere)


def place_token(state, p, x):
    """The Wanderer chooses which drawn token goes on each empty path. (definitions/trail-story-america/game.yaml:290)"""
    if len(state.g.drawn) > 0:
        ask(state, p, 'token', list(dict.fromkeys(t for t in state.g.drawn)), 'place_token_token', x)


def gain_experience(state, p, amount):
    """Each cube goes to an Experience section of the Wanderer's choice; a section holds three, the excess is discarded. (definitions/trail-story-america/game.yaml:299)"""
    gain_experience_loop(state, p, amount, repeat_count(amount))


def gain_skill(state, p, amount):
    """Each cube goes to an empty Skill space of the Wanderer's choice; excess cubes are discarded. (definitions/trail-story-america/game.yaml:309)"""
    gain_skill_loop(state, p, amount, repeat_count(amount))


def fill_skill(state, p):
    """Meat: choose one Skill and fill all of its empty spaces. (definitions/trail-story-america/game.yaml:319)"""
    ask(state, p, 'filled', SKILLS, 'fill_skill_filled')


def restore(state, p, amount):
    """Restore Inspiration from the inactive side; extra is ignored. (definitions/trail-story-america/game.yaml:324)"""
    set_active(state, p, min(p.active + amount, p.inspiration))


def restore_hope(state, p):
    """(definitions/trail-story-america/game.yaml:328)"""
    p.hope = True


def gain_item(state, p, kind):
    """A Food joining a single one of its kind flips that token to 2; otherwise a token comes from the supply, and with none left there the gain is forfeit (Item tokens are limited). (definitions/trail-story-america/game.yaml:330)"""
    needed = tokens_for(state, p, kind, p.items_[kind] + 1) - tokens_for(state, p, kind, p.items_[kind])
    if state.g.supply[kind] >= needed:
        state.g.supply[kind] -= needed
        p.items_[kind] += 1


def give_back_item(state, p, kind):
    """One Item leaves the player: a Food token on its 2 side is flipped to 1, any other token goes back to the supply. (definitions/trail-story-america/game.yaml:339)"""
    state.g.supply[kind] += tokens_for(state, p, kind, p.items_[kind]) - tokens_for(state, p, kind, p.items_[kind] - 1)
    p.items_[kind] -= 1


def gain_ability(state, p):
    """The Wanderer gains the Ability card the Story card's symbol revealed. (definitions/trail-story-america/game.yaml:345)"""
    draw(state, state.g.offered_abilities, p.ability_cards, 1)


def gain_trinket(state, p):
    """The Wanderer gains the Trinket card revealed and a Trinket token. (definitions/trail-story-america/game.yaml:348)"""
    if len(state.g.offered_trinkets) > 0:
        found = state.g.offered_trinkets[0]
        move_card(state.g.offered_trinkets, p.trinket_cards, found)
        gain_item(state, p, 'trinket')
        TRINKETS_ON_FIND[found](state, p)


def despair(state, p):
    """(definitions/trail-story-america/game.yaml:357)"""
    draw(state, state.g.despair_deck, p.despair_hand, 1)


def discard_item_token(state, p, lost):
    """A Trinket token discarded takes one Trinket card with it. (definitions/trail-story-america/game.yaml:359)"""
    give_back_item(state, p, lost)
    if lost == 'trinket' and len(p.trinket_cards) > 0:
        ask(state, p, 'card_lost', list(dict.fromkeys(c for c in p.trinket_cards)), 'discard_item_token_card_lost', lost)


def lose_item(state, p):
    """Lose one Item (Trinket or Food) of the Wanderer's choice; a Food token flips from 2 to 1. (definitions/trail-story-america/game.yaml:368)"""
    if any(p.items_[i] > 0 for i in ITEM_KINDS):
        ask(state, p, 'lost', list(dict.fromkeys(i for i in ITEM_KINDS if p.items_[i] > 0)), 'lose_item_lost')


def draw_story(state, p, kind):
    """Another Story card joins the story, its sections at the bottom; its Ability or Trinket symbol draws that card first. (definitions/trail-story-america/game.yaml:375)"""
    if len(state.g.story_decks[kind]) > 0:
        draw(state, state.g.story_decks[kind], state.g.open_stories, 1)
        newest = state.g.open_stories[len(state.g.open_stories) - 1]
        if STORIES[newest]["ability"]:
            draw(state, state.g.ability_deck, state.g.offered_abilities, 1)
        if STORIES[newest]["trinket"]:
            draw(state, state.g.trinket_deck, state.g.offered_trinkets, 1)


def trade_meat_for_story(state, p, kind):
    """The Cougar's Rescue failed: the Wanderer may discard a Meat to draw a card of the kind. (definitions/trail-story-america/game.yaml:385)"""
    if p.items_['meat'] > 0:
        ask(state, p, 'trade', ('keep_meat', 'discard_meat'), 'trade_meat_for_story_trade', kind)


def bonus(state, p, kind):
    """A bonus action: the Wanderer may take it after the turn's action (a Travel bonus after the turn is over). (definitions/trail-story-america/game.yaml:396)"""
    state.g.bonuses.add(kind)


def stop_story(state, p):
    """The Stop symbol: all remaining tasks are ignored; the story is considered attempted. (definitions/trail-story-america/game.yaml:400)"""
    state.g.stopped = True
    state.g.attempted = True


def gain_inspiration(state, p, terrain):
    """A terrain Inspiration crystal, if the Wanderer has none of that terrain; then the rest is restored. (definitions/trail-story-america/game.yaml:405)"""
    if terrain not in p.inspired and state.g.crystals > 0:
        p.inspired.add(terrain)
        set_crystals(state, p, state.g.crystals - 1)
        p.inspiration += 1
        set_active(state, p, p.inspiration)


def begin_action(state, p, kind):
    """The turn's action, or a bonus action (used up); more Reflecting or Journaling goes on with the same action. (definitions/trail-story-america/game.yaml:415)"""
    if not goes_on(state, p, kind):
        if state.g.stage == 'wrap':
            state.g.bonuses.discard(kind)
        state.g.reflecting = kind == 'reflect'
        state.g.journaling = kind == 'journal'
    state.g.stage = 'wrap'


def settle(state, p, task, made_it):
    """Hope may turn a failure (even with no dice) into a success, and counts as an attempt; then the task's side applies. (definitions/trail-story-america/game.yaml:425)"""
    ask(state, p, 'hope_choice', ('keep_hope', 'flip_hope') if p.hope and not made_it else ('keep_hope',), 'settle_hope_choice', task, made_it)


def next_section(state, p):
    """Sections are resolved top to bottom, then the next Story card's; the Stop symbol ends them all. (definitions/trail-story-america/game.yaml:436)"""
    if state.g.stopped:
        finish_story(state, p)
    else:
        state.g.section += 1
        if state.g.section > STORIES[current(state, p)]["sections"]:
            move_card(state.g.open_stories, p.unwritten, current(state, p))
            state.g.section = 1
            if len(state.g.open_stories) == 0:
                finish_story(state, p)


def finish_story(state, p):
    """The Story cards are kept near the journal; an attempted story's token becomes a memory, otherwise it goes back to the bag; Ability and Trinket cards not gained are discarded. (definitions/trail-story-america/game.yaml:449)"""
    draw(state, state.g.open_stories, p.unwritten, len(state.g.open_stories))
    if state.g.attempted:
        draw(state, state.g.telling, p.memories, 1)
    else:
        draw(state, state.g.telling, state.g.story_bag, 1)
    draw(state, state.g.offered_abilities, state.g.ability_discards, len(state.g.offered_abilities))
    draw(state, state.g.offered_trinkets, state.g.trinket_discards, len(state.g.offered_trinkets))
    state.g.stopped = False
    state.g.attempted = False
    state.g.section = 1
    state.g.stage = 'wrap'


def eat(state, p):
    """Eat any number of Food: Nuts & Berries give 1 Skill and restore 2 Inspiration, a Fish 2 Skill, a Meat fills one Skill. (definitions/trail-story-america/game.yaml:460)"""
    eat_loop(state, p, 0)


def move_forward(state, p):
    """Move forward one space: to an adjacent site, or stay. (definitions/trail-story-america/game.yaml:476)"""
    ask(state, p, 'next_site', [*neighbours(state, p), 'stay_here'], 'move_forward_next_site')


def apply_benefit(state, p, b):
    """(definitions/trail-story-america/game.yaml:481)"""
    if b == 'inspiration_icon':
        restore(state, p, 1)
    elif b == 'hope_icon':
        restore_hope(state, p)
    elif b == 'eating_icon':
        eat(state, p)
    elif b == 'skill_icon':
        gain_skill(state, p, 1)
    elif b == 'experience_icon':
        gain_experience(state, p, 1)
    else:
        move_forward(state, p)


def pick_benefits(state, p, amount, special_ok):
    """Benefits at the bottom of the Campsite card, each icon once per visitor; the green (special) ones only with Bond. (definitions/trail-story-america/game.yaml:490)"""
    pick_benefits_loop(state, p, amount, special_ok, repeat_count(amount))


def next_visitor(state, p):
    """Each other player in turn order after the Wanderer, if within the campsite's range, decides whether to visit. (definitions/trail-story-america/game.yaml:505)"""
    state.g.visitor = (state.g.visitor + 1) % len(state.players)
    turns_taken = 0
    while state.g.visitor != state.g.wanderer and not within_range(state, p, state.players[state.g.visitor]):
        turns_taken = loop_turn(state, p, turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
        state.g.visitor = (state.g.visitor + 1) % len(state.players)
    if state.g.visitor == state.g.wanderer:
        end_camp(state, p)
    else:
        state.g.stage = 'visiting'


def end_camp(state, p):
    """The Campsite card is shuffled back into its deck. (definitions/trail-story-america/game.yaml:513)"""
    draw(state, state.g.camp_card, state.g.campsite_deck, 1)
    shuffle(state, state.g.campsite_deck)
    state.g.visitor = -1
    state.g.stage = 'wrap'


def after_turn(state, p):
    """The turn is over and its limits met; the Travel bonus may follow, with what the rules allow once a turn allowed again. (definitions/trail-story-america/game.yaml:520)"""
    for k in BONUS_KINDS:
        if k in state.g.bonuses:
            state.g.bonuses.discard(k)
    state.g.stage = 'after_turn'
    state.g.meditated = False
    state.g.haven_site = None
    for s in SKILLS:
        if s in state.g.rows_used:
            state.g.rows_used.discard(s)


def familiarity(state, p):
    """Familiarity: Reflecting at a terrain of one of the player's talents gains Hope. (definitions/trail-story-america/game.yaml:532)"""
    if SITES[p.site]["terrain"] in p.talents:
        p.hope = True


# ---------------------------------------------------------------- card text


def stories_bonus_farmer(state, p):
    """farmer: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'forest')


def stories_bonus_river_crossing(state, p):
    """river_crossing: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'river')


def stories_bonus_foggy_swamp(state, p):
    """foggy_swamp: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'mystery')


def stories_bonus_cougar(state, p):
    """cougar: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'beast')


def stories_bonus_lumberjack(state, p):
    """lumberjack: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'forest')


def stories_bonus_grandmother(state, p):
    """grandmother: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_storyteller(state, p):
    """storyteller: the bonus of this card"""
    return 2 if p.wanderlust['memory_spaces'] == 0 else 0


def stories_bonus_cemetery(state, p):
    """cemetery: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'friend') + sum(1 for t in p.memories if STORY_TOKENS[t]["kind"] == 'friend')


def stories_bonus_brown_bear(state, p):
    """brown_bear: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def stories_bonus_traveling_preacher(state, p):
    """traveling_preacher: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'forest')


def stories_bonus_fur_trapper(state, p):
    """fur_trapper: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_schoolteacher(state, p):
    """schoolteacher: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'friend') + sum(1 for t in p.memories if STORY_TOKENS[t]["kind"] == 'friend')


def stories_bonus_blacksmith(state, p):
    """blacksmith: the bonus of this card"""
    return p.items_['nuts_and_berries']


def stories_bonus_cowhand(state, p):
    """cowhand: the bonus of this card"""
    return 2 if p.hope else 0


def stories_bonus_fiddler(state, p):
    """fiddler: the bonus of this card"""
    return len(p.inspired)


def stories_bonus_prospector(state, p):
    """prospector: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'forest')


def stories_bonus_ferryman(state, p):
    """ferryman: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_midwife(state, p):
    """midwife: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'friend') + sum(1 for t in p.memories if STORY_TOKENS[t]["kind"] == 'friend')


def stories_bonus_peddler(state, p):
    """peddler: the bonus of this card"""
    return p.items_['nuts_and_berries']


def stories_bonus_trail_cook(state, p):
    """trail_cook: the bonus of this card"""
    return 2 if p.hope else 0


def stories_bonus_mapmaker(state, p):
    """mapmaker: the bonus of this card"""
    return len(p.inspired)


def stories_bonus_homesteader(state, p):
    """homesteader: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'forest')


def stories_bonus_botanist(state, p):
    """botanist: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_lighthouse_keeper(state, p):
    """lighthouse_keeper: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'friend') + sum(1 for t in p.memories if STORY_TOKENS[t]["kind"] == 'friend')


def stories_bonus_scout_guide(state, p):
    """scout_guide: the bonus of this card"""
    return p.items_['nuts_and_berries']


def stories_bonus_bandit(state, p):
    """bandit: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'enemy')


def stories_bonus_claim_jumper(state, p):
    """claim_jumper: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_card_sharp(state, p):
    """card_sharp: the bonus of this card"""
    return 2 if p.wanderlust['item_spaces'] == 0 else 0


def stories_bonus_horse_thief(state, p):
    """horse_thief: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'mountain')


def stories_bonus_snake_oil_salesman(state, p):
    """snake_oil_salesman: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def stories_bonus_bounty_hunter(state, p):
    """bounty_hunter: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_outlaw_gang(state, p):
    """outlaw_gang: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'enemy')


def stories_bonus_corrupt_sheriff(state, p):
    """corrupt_sheriff: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_pickpocket(state, p):
    """pickpocket: the bonus of this card"""
    return 2 if p.wanderlust['item_spaces'] == 0 else 0


def stories_bonus_land_baron(state, p):
    """land_baron: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'mountain')


def stories_bonus_bully(state, p):
    """bully: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def stories_bonus_highwayman(state, p):
    """highwayman: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_smuggler(state, p):
    """smuggler: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'enemy')


def stories_bonus_swindler(state, p):
    """swindler: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_poacher(state, p):
    """poacher: the bonus of this card"""
    return 2 if p.wanderlust['item_spaces'] == 0 else 0


def stories_bonus_deserter(state, p):
    """deserter: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'mountain')


def stories_bonus_rustler(state, p):
    """rustler: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def stories_bonus_drifter(state, p):
    """drifter: the bonus of this card"""
    return len(p.ability_cards)


def stories_bonus_con_artist(state, p):
    """con_artist: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'enemy')


def stories_bonus_mutineer(state, p):
    """mutineer: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_rattlesnake(state, p):
    """rattlesnake: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'beast')


def stories_bonus_bison_herd(state, p):
    """bison_herd: the bonus of this card"""
    return p.items_['fish']


def stories_bonus_wolf_pack(state, p):
    """wolf_pack: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'river')


def stories_bonus_moose(state, p):
    """moose: the bonus of this card"""
    return 2 if p.wanderlust['movement_spaces'] == 0 else 0


def stories_bonus_coyote(state, p):
    """coyote: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'meadow')


def stories_bonus_bald_eagle(state, p):
    """bald_eagle: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_alligator(state, p):
    """alligator: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'beast')


def stories_bonus_wild_boar(state, p):
    """wild_boar: the bonus of this card"""
    return p.items_['fish']


def stories_bonus_mountain_goat(state, p):
    """mountain_goat: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'river')


def stories_bonus_elk(state, p):
    """elk: the bonus of this card"""
    return 2 if p.wanderlust['movement_spaces'] == 0 else 0


def stories_bonus_raccoon(state, p):
    """raccoon: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'meadow')


def stories_bonus_skunk(state, p):
    """skunk: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_black_bear(state, p):
    """black_bear: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'beast')


def stories_bonus_beaver(state, p):
    """beaver: the bonus of this card"""
    return p.items_['fish']


def stories_bonus_bobcat(state, p):
    """bobcat: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'river')


def stories_bonus_porcupine(state, p):
    """porcupine: the bonus of this card"""
    return 2 if p.wanderlust['movement_spaces'] == 0 else 0


def stories_bonus_wild_mustangs(state, p):
    """wild_mustangs: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'meadow')


def stories_bonus_grizzly(state, p):
    """grizzly: the bonus of this card"""
    return len(p.trinket_cards)


def stories_bonus_ghost_town(state, p):
    """ghost_town: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'mystery')


def stories_bonus_abandoned_mine(state, p):
    """abandoned_mine: the bonus of this card"""
    return len(p.inspired)


def stories_bonus_hidden_cave(state, p):
    """hidden_cave: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'mountain')


def stories_bonus_northern_lights(state, p):
    """northern_lights: the bonus of this card"""
    return 2 if p.wanderlust['memory_spaces'] == 0 else 0


def stories_bonus_old_lighthouse(state, p):
    """old_lighthouse: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def stories_bonus_strange_tracks(state, p):
    """strange_tracks: the bonus of this card"""
    return 2 if p.hope else 0


def stories_bonus_sinkhole(state, p):
    """sinkhole: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'mystery')


def stories_bonus_rockslide(state, p):
    """rockslide: the bonus of this card"""
    return len(p.inspired)


def stories_bonus_thunderstorm(state, p):
    """thunderstorm: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'mountain')


def stories_bonus_desert_mirage(state, p):
    """desert_mirage: the bonus of this card"""
    return 2 if p.wanderlust['memory_spaces'] == 0 else 0


def stories_bonus_petrified_forest(state, p):
    """petrified_forest: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def stories_bonus_hot_springs(state, p):
    """hot_springs: the bonus of this card"""
    return 2 if p.hope else 0


def stories_bonus_canyon_echo(state, p):
    """canyon_echo: the bonus of this card"""
    return sum(1 for c in p.journal_pages if STORIES[c]["kind"] == 'mystery')


def stories_bonus_wildfire(state, p):
    """wildfire: the bonus of this card"""
    return len(p.inspired)


def stories_bonus_blizzard(state, p):
    """blizzard: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0 and SITES[s]["terrain"] == 'mountain')


def stories_bonus_lost_map(state, p):
    """lost_map: the bonus of this card"""
    return 2 if p.wanderlust['memory_spaces'] == 0 else 0


def stories_bonus_shooting_star(state, p):
    """shooting_star: the bonus of this card"""
    return sum(1 for s in SITES if p.havens[s] > 0) // 2


def tasks_success_farmer_1_1(state, p):
    """farmer-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_success_farmer_1_2(state, p):
    """farmer-1-2: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_success_farmer_1_3(state, p):
    """farmer-1-3: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_farmer_1_3(state, p):
    """farmer-1-3: the failure of this card"""
    restore_hope(state, p)


def tasks_success_river_crossing_1_1(state, p):
    """river_crossing-1-1: the success of this card"""
    gain_experience(state, p, 1)


def tasks_failure_river_crossing_1_1(state, p):
    """river_crossing-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_river_crossing_2_1(state, p):
    """river_crossing-2-1: the success of this card"""
    bonus(state, p, 'camp')


def tasks_success_river_crossing_2_2(state, p):
    """river_crossing-2-2: the success of this card"""
    gain_item(state, p, 'fish')


def tasks_success_foggy_swamp_1_1(state, p):
    """foggy_swamp-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_foggy_swamp_1_1(state, p):
    """foggy_swamp-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_foggy_swamp_2_1(state, p):
    """foggy_swamp-2-1: the success of this card"""
    gain_item(state, p, 'fish')


def tasks_failure_foggy_swamp_2_1(state, p):
    """foggy_swamp-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_foggy_swamp_2_2(state, p):
    """foggy_swamp-2-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_foggy_swamp_2_2(state, p):
    """foggy_swamp-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_cougar_1_1(state, p):
    """cougar-1-1: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_failure_cougar_1_1(state, p):
    """cougar-1-1: the failure of this card"""
    trade_meat_for_story(state, p, 'friend')


def tasks_success_cougar_2_1(state, p):
    """cougar-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_cougar_2_1(state, p):
    """cougar-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_lumberjack_1_1(state, p):
    """lumberjack-1-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_success_lumberjack_1_2(state, p):
    """lumberjack-1-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_success_grandmother_1_1(state, p):
    """grandmother-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_grandmother_1_1(state, p):
    """grandmother-1-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_grandmother_1_2(state, p):
    """grandmother-1-2: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_success_storyteller_1_1(state, p):
    """storyteller-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_storyteller_1_2(state, p):
    """storyteller-1-2: the success of this card"""
    bonus(state, p, 'journal')


def tasks_success_cemetery_1_1(state, p):
    """cemetery-1-1: the success of this card"""
    restore(state, p, 2)


def tasks_failure_cemetery_1_1(state, p):
    """cemetery-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_cemetery_2_1(state, p):
    """cemetery-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_cemetery_2_2(state, p):
    """cemetery-2-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_success_brown_bear_1_1(state, p):
    """brown_bear-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_brown_bear_1_1(state, p):
    """brown_bear-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_brown_bear_1_2(state, p):
    """brown_bear-1-2: the success of this card"""
    restore(state, p, 1)


def tasks_failure_brown_bear_1_2(state, p):
    """brown_bear-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_brown_bear_2_1(state, p):
    """brown_bear-2-1: the success of this card"""
    gain_item(state, p, 'fish')


def tasks_success_traveling_preacher_1_1(state, p):
    """traveling_preacher-1-1: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_failure_traveling_preacher_1_1(state, p):
    """traveling_preacher-1-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_fur_trapper_1_1(state, p):
    """fur_trapper-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_fur_trapper_1_1(state, p):
    """fur_trapper-1-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_fur_trapper_2_1(state, p):
    """fur_trapper-2-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_fur_trapper_2_1(state, p):
    """fur_trapper-2-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_fur_trapper_2_2(state, p):
    """fur_trapper-2-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_schoolteacher_1_1(state, p):
    """schoolteacher-1-1: the success of this card"""
    gain_experience(state, p, 3)


def tasks_success_schoolteacher_1_2(state, p):
    """schoolteacher-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_schoolteacher_2_1(state, p):
    """schoolteacher-2-1: the success of this card"""
    bonus(state, p, 'journal')


def tasks_failure_schoolteacher_2_1(state, p):
    """schoolteacher-2-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_blacksmith_1_1(state, p):
    """blacksmith-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_blacksmith_1_2(state, p):
    """blacksmith-1-2: the success of this card"""
    gain_trinket(state, p)


def tasks_success_blacksmith_1_3(state, p):
    """blacksmith-1-3: the success of this card"""
    gain_trinket(state, p)


def tasks_success_cowhand_1_1(state, p):
    """cowhand-1-1: the success of this card"""
    gain_experience(state, p, 3)


def tasks_success_cowhand_1_2(state, p):
    """cowhand-1-2: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_success_cowhand_1_3(state, p):
    """cowhand-1-3: the success of this card"""
    gain_ability(state, p)


def tasks_failure_cowhand_1_3(state, p):
    """cowhand-1-3: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_cowhand_2_1(state, p):
    """cowhand-2-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_fiddler_1_1(state, p):
    """fiddler-1-1: the success of this card"""
    bonus(state, p, 'journal')


def tasks_failure_fiddler_1_1(state, p):
    """fiddler-1-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_fiddler_1_2(state, p):
    """fiddler-1-2: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_fiddler_1_2(state, p):
    """fiddler-1-2: the failure of this card"""
    restore_hope(state, p)


def tasks_success_fiddler_1_3(state, p):
    """fiddler-1-3: the success of this card"""
    bonus(state, p, 'journal')


def tasks_success_fiddler_2_1(state, p):
    """fiddler-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_fiddler_2_1(state, p):
    """fiddler-2-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_fiddler_2_2(state, p):
    """fiddler-2-2: the success of this card"""
    gain_trinket(state, p)


def tasks_success_prospector_1_1(state, p):
    """prospector-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_prospector_1_1(state, p):
    """prospector-1-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_prospector_1_2(state, p):
    """prospector-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_prospector_1_2(state, p):
    """prospector-1-2: the failure of this card"""
    restore_hope(state, p)


def tasks_success_prospector_1_3(state, p):
    """prospector-1-3: the success of this card"""
    restore(state, p, 2)


def tasks_success_ferryman_1_1(state, p):
    """ferryman-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_ferryman_1_2(state, p):
    """ferryman-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_ferryman_1_3(state, p):
    """ferryman-1-3: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_failure_ferryman_1_3(state, p):
    """ferryman-1-3: the failure of this card"""
    restore_hope(state, p)


def tasks_success_ferryman_2_1(state, p):
    """ferryman-2-1: the success of this card"""
    restore(state, p, 2)


def tasks_success_ferryman_2_2(state, p):
    """ferryman-2-2: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_failure_ferryman_2_2(state, p):
    """ferryman-2-2: the failure of this card"""
    restore_hope(state, p)


def tasks_success_midwife_1_1(state, p):
    """midwife-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_midwife_1_1(state, p):
    """midwife-1-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_midwife_1_2(state, p):
    """midwife-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_midwife_2_1(state, p):
    """midwife-2-1: the success of this card"""
    bonus(state, p, 'journal')


def tasks_success_peddler_1_1(state, p):
    """peddler-1-1: the success of this card"""
    restore(state, p, 2)


def tasks_failure_peddler_1_1(state, p):
    """peddler-1-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_peddler_1_2(state, p):
    """peddler-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_peddler_1_3(state, p):
    """peddler-1-3: the success of this card"""
    gain_experience(state, p, 3)


def tasks_success_trail_cook_1_1(state, p):
    """trail_cook-1-1: the success of this card"""
    restore(state, p, 2)


def tasks_failure_trail_cook_1_1(state, p):
    """trail_cook-1-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_trail_cook_1_2(state, p):
    """trail_cook-1-2: the success of this card"""
    gain_trinket(state, p)


def tasks_success_trail_cook_2_1(state, p):
    """trail_cook-2-1: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_failure_trail_cook_2_1(state, p):
    """trail_cook-2-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_trail_cook_2_2(state, p):
    """trail_cook-2-2: the success of this card"""
    bonus(state, p, 'journal')


def tasks_failure_trail_cook_2_2(state, p):
    """trail_cook-2-2: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_mapmaker_1_1(state, p):
    """mapmaker-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_success_mapmaker_1_2(state, p):
    """mapmaker-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_mapmaker_2_1(state, p):
    """mapmaker-2-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_mapmaker_2_1(state, p):
    """mapmaker-2-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_mapmaker_2_2(state, p):
    """mapmaker-2-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_homesteader_1_1(state, p):
    """homesteader-1-1: the success of this card"""
    gain_experience(state, p, 3)


def tasks_success_homesteader_1_2(state, p):
    """homesteader-1-2: the success of this card"""
    gain_experience(state, p, 3)


def tasks_success_botanist_1_1(state, p):
    """botanist-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_botanist_1_2(state, p):
    """botanist-1-2: the success of this card"""
    gain_ability(state, p)


def tasks_success_botanist_2_1(state, p):
    """botanist-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_botanist_2_1(state, p):
    """botanist-2-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_botanist_2_2(state, p):
    """botanist-2-2: the success of this card"""
    gain_item(state, p, 'nuts_and_berries')


def tasks_success_lighthouse_keeper_1_1(state, p):
    """lighthouse_keeper-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_lighthouse_keeper_1_1(state, p):
    """lighthouse_keeper-1-1: the failure of this card"""
    restore_hope(state, p)


def tasks_success_lighthouse_keeper_1_2(state, p):
    """lighthouse_keeper-1-2: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_lighthouse_keeper_1_2(state, p):
    """lighthouse_keeper-1-2: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_lighthouse_keeper_2_1(state, p):
    """lighthouse_keeper-2-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_lighthouse_keeper_2_2(state, p):
    """lighthouse_keeper-2-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_lighthouse_keeper_2_2(state, p):
    """lighthouse_keeper-2-2: the failure of this card"""
    restore_hope(state, p)


def tasks_success_scout_guide_1_1(state, p):
    """scout_guide-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_scout_guide_1_2(state, p):
    """scout_guide-1-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_scout_guide_1_2(state, p):
    """scout_guide-1-2: the failure of this card"""
    restore_hope(state, p)


def tasks_success_bandit_1_1(state, p):
    """bandit-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_bandit_1_1(state, p):
    """bandit-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_bandit_1_2(state, p):
    """bandit-1-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_bandit_1_2(state, p):
    """bandit-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_bandit_1_3(state, p):
    """bandit-1-3: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_bandit_1_3(state, p):
    """bandit-1-3: the failure of this card"""
    lose_item(state, p)


def tasks_success_claim_jumper_1_1(state, p):
    """claim_jumper-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_claim_jumper_1_1(state, p):
    """claim_jumper-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_claim_jumper_1_2(state, p):
    """claim_jumper-1-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_claim_jumper_1_2(state, p):
    """claim_jumper-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_claim_jumper_2_1(state, p):
    """claim_jumper-2-1: the success of this card"""
    restore_hope(state, p)


def tasks_success_claim_jumper_2_2(state, p):
    """claim_jumper-2-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_claim_jumper_2_2(state, p):
    """claim_jumper-2-2: the failure of this card"""
    despair(state, p)


def tasks_success_card_sharp_1_1(state, p):
    """card_sharp-1-1: the success of this card"""
    restore_hope(state, p)


def tasks_success_card_sharp_2_1(state, p):
    """card_sharp-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_success_card_sharp_2_2(state, p):
    """card_sharp-2-2: the success of this card"""
    gain_trinket(state, p)


def tasks_success_horse_thief_1_1(state, p):
    """horse_thief-1-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_horse_thief_1_1(state, p):
    """horse_thief-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_horse_thief_1_2(state, p):
    """horse_thief-1-2: the success of this card"""
    restore_hope(state, p)


def tasks_failure_horse_thief_1_2(state, p):
    """horse_thief-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_snake_oil_salesman_1_1(state, p):
    """snake_oil_salesman-1-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_snake_oil_salesman_1_1(state, p):
    """snake_oil_salesman-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_snake_oil_salesman_1_2(state, p):
    """snake_oil_salesman-1-2: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_snake_oil_salesman_1_2(state, p):
    """snake_oil_salesman-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_snake_oil_salesman_2_1(state, p):
    """snake_oil_salesman-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_snake_oil_salesman_2_1(state, p):
    """snake_oil_salesman-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_snake_oil_salesman_2_2(state, p):
    """snake_oil_salesman-2-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_snake_oil_salesman_2_2(state, p):
    """snake_oil_salesman-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_bounty_hunter_1_1(state, p):
    """bounty_hunter-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_bounty_hunter_1_2(state, p):
    """bounty_hunter-1-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_bounty_hunter_1_2(state, p):
    """bounty_hunter-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_bounty_hunter_2_1(state, p):
    """bounty_hunter-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_success_bounty_hunter_2_2(state, p):
    """bounty_hunter-2-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_bounty_hunter_2_2(state, p):
    """bounty_hunter-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_outlaw_gang_1_1(state, p):
    """outlaw_gang-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_outlaw_gang_1_1(state, p):
    """outlaw_gang-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_outlaw_gang_2_1(state, p):
    """outlaw_gang-2-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_success_corrupt_sheriff_1_1(state, p):
    """corrupt_sheriff-1-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_corrupt_sheriff_1_1(state, p):
    """corrupt_sheriff-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_corrupt_sheriff_1_2(state, p):
    """corrupt_sheriff-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_corrupt_sheriff_1_2(state, p):
    """corrupt_sheriff-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_corrupt_sheriff_2_1(state, p):
    """corrupt_sheriff-2-1: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_corrupt_sheriff_2_1(state, p):
    """corrupt_sheriff-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_pickpocket_1_1(state, p):
    """pickpocket-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_pickpocket_1_1(state, p):
    """pickpocket-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_pickpocket_1_2(state, p):
    """pickpocket-1-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_pickpocket_1_2(state, p):
    """pickpocket-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_pickpocket_2_1(state, p):
    """pickpocket-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_pickpocket_2_1(state, p):
    """pickpocket-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_land_baron_1_1(state, p):
    """land_baron-1-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_land_baron_1_1(state, p):
    """land_baron-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_bully_1_1(state, p):
    """bully-1-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_bully_1_1(state, p):
    """bully-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_bully_1_2(state, p):
    """bully-1-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_bully_1_2(state, p):
    """bully-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_bully_2_1(state, p):
    """bully-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_success_bully_2_2(state, p):
    """bully-2-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_bully_2_2(state, p):
    """bully-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_highwayman_1_1(state, p):
    """highwayman-1-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_highwayman_1_1(state, p):
    """highwayman-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_highwayman_2_1(state, p):
    """highwayman-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_highwayman_2_1(state, p):
    """highwayman-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_highwayman_2_2(state, p):
    """highwayman-2-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_highwayman_2_2(state, p):
    """highwayman-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_smuggler_1_1(state, p):
    """smuggler-1-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_smuggler_1_1(state, p):
    """smuggler-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_smuggler_1_2(state, p):
    """smuggler-1-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_success_swindler_1_1(state, p):
    """swindler-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_swindler_1_1(state, p):
    """swindler-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_swindler_1_2(state, p):
    """swindler-1-2: the success of this card"""
    restore_hope(state, p)


def tasks_failure_swindler_1_2(state, p):
    """swindler-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_swindler_1_3(state, p):
    """swindler-1-3: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_swindler_1_3(state, p):
    """swindler-1-3: the failure of this card"""
    despair(state, p)


def tasks_success_swindler_2_1(state, p):
    """swindler-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_swindler_2_1(state, p):
    """swindler-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_poacher_1_1(state, p):
    """poacher-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_poacher_1_1(state, p):
    """poacher-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_poacher_1_2(state, p):
    """poacher-1-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_poacher_1_2(state, p):
    """poacher-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_poacher_2_1(state, p):
    """poacher-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_poacher_2_1(state, p):
    """poacher-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_deserter_1_1(state, p):
    """deserter-1-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_success_deserter_1_2(state, p):
    """deserter-1-2: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_deserter_1_2(state, p):
    """deserter-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_rustler_1_1(state, p):
    """rustler-1-1: the success of this card"""
    restore_hope(state, p)


def tasks_failure_rustler_1_1(state, p):
    """rustler-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_rustler_1_2(state, p):
    """rustler-1-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_rustler_1_2(state, p):
    """rustler-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_rustler_2_1(state, p):
    """rustler-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_success_drifter_1_1(state, p):
    """drifter-1-1: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_drifter_1_1(state, p):
    """drifter-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_drifter_2_1(state, p):
    """drifter-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_success_drifter_2_2(state, p):
    """drifter-2-2: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_drifter_2_2(state, p):
    """drifter-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_con_artist_1_1(state, p):
    """con_artist-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_con_artist_1_1(state, p):
    """con_artist-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_con_artist_1_2(state, p):
    """con_artist-1-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_con_artist_1_2(state, p):
    """con_artist-1-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_mutineer_1_1(state, p):
    """mutineer-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_mutineer_1_1(state, p):
    """mutineer-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_mutineer_1_2(state, p):
    """mutineer-1-2: the success of this card"""
    gain_skill(state, p, 2)


def tasks_failure_mutineer_1_2(state, p):
    """mutineer-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_mutineer_1_3(state, p):
    """mutineer-1-3: the success of this card"""
    bonus(state, p, 'travel')


def tasks_failure_mutineer_1_3(state, p):
    """mutineer-1-3: the failure of this card"""
    lose_item(state, p)


def tasks_success_mutineer_2_1(state, p):
    """mutineer-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_mutineer_2_1(state, p):
    """mutineer-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_mutineer_2_2(state, p):
    """mutineer-2-2: the success of this card"""
    bonus(state, p, 'travel')


def tasks_success_rattlesnake_1_1(state, p):
    """rattlesnake-1-1: the success of this card"""
    restore(state, p, 1)


def tasks_success_rattlesnake_1_2(state, p):
    """rattlesnake-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_rattlesnake_1_2(state, p):
    """rattlesnake-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_bison_herd_1_1(state, p):
    """bison_herd-1-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_bison_herd_1_1(state, p):
    """bison_herd-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_bison_herd_2_1(state, p):
    """bison_herd-2-1: the success of this card"""
    bonus(state, p, 'scout')


def tasks_failure_bison_herd_2_1(state, p):
    """bison_herd-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_wolf_pack_1_1(state, p):
    """wolf_pack-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_wolf_pack_1_1(state, p):
    """wolf_pack-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_wolf_pack_1_2(state, p):
    """wolf_pack-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_wolf_pack_2_1(state, p):
    """wolf_pack-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_wolf_pack_2_1(state, p):
    """wolf_pack-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_moose_1_1(state, p):
    """moose-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_moose_1_1(state, p):
    """moose-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_coyote_1_1(state, p):
    """coyote-1-1: the success of this card"""
    bonus(state, p, 'scout')


def tasks_failure_coyote_1_1(state, p):
    """coyote-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_coyote_2_1(state, p):
    """coyote-2-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_coyote_2_1(state, p):
    """coyote-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_coyote_2_2(state, p):
    """coyote-2-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_coyote_2_2(state, p):
    """coyote-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_bald_eagle_1_1(state, p):
    """bald_eagle-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_bald_eagle_1_1(state, p):
    """bald_eagle-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_bald_eagle_1_2(state, p):
    """bald_eagle-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_bald_eagle_1_3(state, p):
    """bald_eagle-1-3: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_bald_eagle_1_3(state, p):
    """bald_eagle-1-3: the failure of this card"""
    despair(state, p)


def tasks_success_bald_eagle_2_1(state, p):
    """bald_eagle-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_bald_eagle_2_2(state, p):
    """bald_eagle-2-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_bald_eagle_2_2(state, p):
    """bald_eagle-2-2: the failure of this card"""
    despair(state, p)


def tasks_success_alligator_1_1(state, p):
    """alligator-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_alligator_1_1(state, p):
    """alligator-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_alligator_1_2(state, p):
    """alligator-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_alligator_1_2(state, p):
    """alligator-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_alligator_1_3(state, p):
    """alligator-1-3: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_alligator_1_3(state, p):
    """alligator-1-3: the failure of this card"""
    stop_story(state, p)


def tasks_success_wild_boar_1_1(state, p):
    """wild_boar-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_wild_boar_1_1(state, p):
    """wild_boar-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_wild_boar_1_2(state, p):
    """wild_boar-1-2: the success of this card"""
    restore(state, p, 1)


def tasks_success_wild_boar_2_1(state, p):
    """wild_boar-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_wild_boar_2_1(state, p):
    """wild_boar-2-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_wild_boar_2_2(state, p):
    """wild_boar-2-2: the success of this card"""
    bonus(state, p, 'scout')


def tasks_failure_wild_boar_2_2(state, p):
    """wild_boar-2-2: the failure of this card"""
    despair(state, p)


def tasks_success_mountain_goat_1_1(state, p):
    """mountain_goat-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_mountain_goat_1_1(state, p):
    """mountain_goat-1-1: the failure of this card"""
    lose_item(state, p)


def tasks_success_mountain_goat_2_1(state, p):
    """mountain_goat-2-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_mountain_goat_2_1(state, p):
    """mountain_goat-2-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_elk_1_1(state, p):
    """elk-1-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_elk_1_1(state, p):
    """elk-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_elk_1_2(state, p):
    """elk-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_elk_1_2(state, p):
    """elk-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_elk_1_3(state, p):
    """elk-1-3: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_elk_1_3(state, p):
    """elk-1-3: the failure of this card"""
    lose_item(state, p)


def tasks_success_raccoon_1_1(state, p):
    """raccoon-1-1: the success of this card"""
    restore(state, p, 1)


def tasks_success_raccoon_1_2(state, p):
    """raccoon-1-2: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_raccoon_1_2(state, p):
    """raccoon-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_raccoon_2_1(state, p):
    """raccoon-2-1: the success of this card"""
    restore(state, p, 1)


def tasks_failure_raccoon_2_1(state, p):
    """raccoon-2-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_skunk_1_1(state, p):
    """skunk-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_skunk_1_1(state, p):
    """skunk-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_skunk_2_1(state, p):
    """skunk-2-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_skunk_2_1(state, p):
    """skunk-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_skunk_2_2(state, p):
    """skunk-2-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_skunk_2_2(state, p):
    """skunk-2-2: the failure of this card"""
    despair(state, p)


def tasks_success_black_bear_1_1(state, p):
    """black_bear-1-1: the success of this card"""
    restore(state, p, 1)


def tasks_failure_black_bear_1_1(state, p):
    """black_bear-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_beaver_1_1(state, p):
    """beaver-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_success_beaver_2_1(state, p):
    """beaver-2-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_bobcat_1_1(state, p):
    """bobcat-1-1: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_bobcat_1_1(state, p):
    """bobcat-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_bobcat_1_2(state, p):
    """bobcat-1-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_success_bobcat_2_1(state, p):
    """bobcat-2-1: the success of this card"""
    restore(state, p, 1)


def tasks_failure_bobcat_2_1(state, p):
    """bobcat-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_bobcat_2_2(state, p):
    """bobcat-2-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_success_porcupine_1_1(state, p):
    """porcupine-1-1: the success of this card"""
    bonus(state, p, 'scout')


def tasks_failure_porcupine_1_1(state, p):
    """porcupine-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_porcupine_1_2(state, p):
    """porcupine-1-2: the success of this card"""
    gain_skill(state, p, 1)


def tasks_success_wild_mustangs_1_1(state, p):
    """wild_mustangs-1-1: the success of this card"""
    bonus(state, p, 'scout')


def tasks_failure_wild_mustangs_1_1(state, p):
    """wild_mustangs-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_wild_mustangs_1_2(state, p):
    """wild_mustangs-1-2: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_wild_mustangs_1_2(state, p):
    """wild_mustangs-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_wild_mustangs_1_3(state, p):
    """wild_mustangs-1-3: the success of this card"""
    gain_item(state, p, 'fish')


def tasks_failure_wild_mustangs_1_3(state, p):
    """wild_mustangs-1-3: the failure of this card"""
    stop_story(state, p)


def tasks_success_wild_mustangs_2_1(state, p):
    """wild_mustangs-2-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_wild_mustangs_2_2(state, p):
    """wild_mustangs-2-2: the success of this card"""
    restore(state, p, 1)


def tasks_success_grizzly_1_1(state, p):
    """grizzly-1-1: the success of this card"""
    gain_experience(state, p, 2)


def tasks_failure_grizzly_1_1(state, p):
    """grizzly-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_grizzly_1_2(state, p):
    """grizzly-1-2: the success of this card"""
    gain_item(state, p, 'fish')


def tasks_success_grizzly_1_3(state, p):
    """grizzly-1-3: the success of this card"""
    gain_skill(state, p, 1)


def tasks_failure_grizzly_1_3(state, p):
    """grizzly-1-3: the failure of this card"""
    stop_story(state, p)


def tasks_success_grizzly_2_1(state, p):
    """grizzly-2-1: the success of this card"""
    gain_item(state, p, 'meat')


def tasks_failure_grizzly_2_1(state, p):
    """grizzly-2-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_grizzly_2_2(state, p):
    """grizzly-2-2: the success of this card"""
    gain_item(state, p, 'fish')


def tasks_failure_grizzly_2_2(state, p):
    """grizzly-2-2: the failure of this card"""
    lose_item(state, p)


def tasks_success_ghost_town_1_1(state, p):
    """ghost_town-1-1: the success of this card"""
    gain_inspiration(state, p, 'river')


def tasks_failure_ghost_town_1_1(state, p):
    """ghost_town-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_ghost_town_1_2(state, p):
    """ghost_town-1-2: the success of this card"""
    gain_inspiration(state, p, 'river')


def tasks_failure_ghost_town_1_2(state, p):
    """ghost_town-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_abandoned_mine_1_1(state, p):
    """abandoned_mine-1-1: the success of this card"""
    gain_inspiration(state, p, 'river')


def tasks_success_abandoned_mine_1_2(state, p):
    """abandoned_mine-1-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_abandoned_mine_1_2(state, p):
    """abandoned_mine-1-2: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_abandoned_mine_2_1(state, p):
    """abandoned_mine-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_abandoned_mine_2_1(state, p):
    """abandoned_mine-2-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_hidden_cave_1_1(state, p):
    """hidden_cave-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_hidden_cave_2_1(state, p):
    """hidden_cave-2-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_hidden_cave_2_1(state, p):
    """hidden_cave-2-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_northern_lights_1_1(state, p):
    """northern_lights-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_northern_lights_1_1(state, p):
    """northern_lights-1-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_northern_lights_1_2(state, p):
    """northern_lights-1-2: the success of this card"""
    gain_inspiration(state, p, 'meadow')


def tasks_failure_northern_lights_1_2(state, p):
    """northern_lights-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_old_lighthouse_1_1(state, p):
    """old_lighthouse-1-1: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_failure_old_lighthouse_1_1(state, p):
    """old_lighthouse-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_old_lighthouse_1_2(state, p):
    """old_lighthouse-1-2: the success of this card"""
    gain_inspiration(state, p, 'meadow')


def tasks_failure_old_lighthouse_1_2(state, p):
    """old_lighthouse-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_old_lighthouse_2_1(state, p):
    """old_lighthouse-2-1: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_old_lighthouse_2_1(state, p):
    """old_lighthouse-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_old_lighthouse_2_2(state, p):
    """old_lighthouse-2-2: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_old_lighthouse_2_2(state, p):
    """old_lighthouse-2-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_strange_tracks_1_1(state, p):
    """strange_tracks-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_strange_tracks_1_1(state, p):
    """strange_tracks-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_strange_tracks_1_2(state, p):
    """strange_tracks-1-2: the success of this card"""
    bonus(state, p, 'reflect')


def tasks_failure_strange_tracks_1_2(state, p):
    """strange_tracks-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_strange_tracks_2_1(state, p):
    """strange_tracks-2-1: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_strange_tracks_2_1(state, p):
    """strange_tracks-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_strange_tracks_2_2(state, p):
    """strange_tracks-2-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_strange_tracks_2_2(state, p):
    """strange_tracks-2-2: the failure of this card"""
    despair(state, p)


def tasks_success_sinkhole_1_1(state, p):
    """sinkhole-1-1: the success of this card"""
    gain_experience(state, p, 3)


def tasks_success_rockslide_1_1(state, p):
    """rockslide-1-1: the success of this card"""
    gain_inspiration(state, p, 'river')


def tasks_failure_rockslide_1_1(state, p):
    """rockslide-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_rockslide_2_1(state, p):
    """rockslide-2-1: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_failure_rockslide_2_1(state, p):
    """rockslide-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_thunderstorm_1_1(state, p):
    """thunderstorm-1-1: the success of this card"""
    gain_inspiration(state, p, 'river')


def tasks_failure_thunderstorm_1_1(state, p):
    """thunderstorm-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_thunderstorm_1_2(state, p):
    """thunderstorm-1-2: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_failure_thunderstorm_1_2(state, p):
    """thunderstorm-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_thunderstorm_2_1(state, p):
    """thunderstorm-2-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_thunderstorm_2_1(state, p):
    """thunderstorm-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_desert_mirage_1_1(state, p):
    """desert_mirage-1-1: the success of this card"""
    gain_inspiration(state, p, 'river')


def tasks_failure_desert_mirage_1_1(state, p):
    """desert_mirage-1-1: the failure of this card"""
    gain_experience(state, p, 1)


def tasks_success_desert_mirage_1_2(state, p):
    """desert_mirage-1-2: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_desert_mirage_1_2(state, p):
    """desert_mirage-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_petrified_forest_1_1(state, p):
    """petrified_forest-1-1: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_success_petrified_forest_2_1(state, p):
    """petrified_forest-2-1: the success of this card"""
    gain_inspiration(state, p, 'forest')


def tasks_failure_petrified_forest_2_1(state, p):
    """petrified_forest-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_hot_springs_1_1(state, p):
    """hot_springs-1-1: the success of this card"""
    gain_inspiration(state, p, 'meadow')


def tasks_success_hot_springs_1_2(state, p):
    """hot_springs-1-2: the success of this card"""
    gain_inspiration(state, p, 'meadow')


def tasks_success_hot_springs_2_1(state, p):
    """hot_springs-2-1: the success of this card"""
    gain_inspiration(state, p, 'mountain')


def tasks_failure_hot_springs_2_1(state, p):
    """hot_springs-2-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_canyon_echo_1_1(state, p):
    """canyon_echo-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_canyon_echo_1_1(state, p):
    """canyon_echo-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_canyon_echo_1_2(state, p):
    """canyon_echo-1-2: the success of this card"""
    gain_inspiration(state, p, 'mountain')


def tasks_failure_canyon_echo_1_2(state, p):
    """canyon_echo-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_wildfire_1_1(state, p):
    """wildfire-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_failure_wildfire_1_1(state, p):
    """wildfire-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_wildfire_2_1(state, p):
    """wildfire-2-1: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_failure_wildfire_2_1(state, p):
    """wildfire-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_blizzard_1_1(state, p):
    """blizzard-1-1: the success of this card"""
    gain_ability(state, p)


def tasks_failure_blizzard_1_1(state, p):
    """blizzard-1-1: the failure of this card"""
    stop_story(state, p)


def tasks_success_blizzard_1_2(state, p):
    """blizzard-1-2: the success of this card"""
    gain_ability(state, p)


def tasks_failure_blizzard_1_2(state, p):
    """blizzard-1-2: the failure of this card"""
    despair(state, p)


def tasks_success_blizzard_2_1(state, p):
    """blizzard-2-1: the success of this card"""
    gain_inspiration(state, p, 'meadow')


def tasks_success_blizzard_2_2(state, p):
    """blizzard-2-2: the success of this card"""
    gain_inspiration(state, p, 'forest')


def tasks_success_lost_map_1_1(state, p):
    """lost_map-1-1: the success of this card"""
    gain_trinket(state, p)


def tasks_success_lost_map_1_2(state, p):
    """lost_map-1-2: the success of this card"""
    gain_inspiration(state, p, 'meadow')


def tasks_failure_lost_map_1_2(state, p):
    """lost_map-1-2: the failure of this card"""
    stop_story(state, p)


def tasks_success_shooting_star_1_1(state, p):
    """shooting_star-1-1: the success of this card"""
    gain_inspiration(state, p, 'forest')


def tasks_failure_shooting_star_1_1(state, p):
    """shooting_star-1-1: the failure of this card"""
    despair(state, p)


def tasks_success_shooting_star_2_1(state, p):
    """shooting_star-2-1: the success of this card"""
    draw_story(state, p, 'friend')


def tasks_failure_shooting_star_2_1(state, p):
    """shooting_star-2-1: the failure of this card"""
    despair(state, p)


def tasks_success_shooting_star_2_2(state, p):
    """shooting_star-2-2: the success of this card"""
    gain_experience(state, p, 3)


def tasks_failure_shooting_star_2_2(state, p):
    """shooting_star-2-2: the failure of this card"""
    despair(state, p)


def trinkets_on_find_compass(state, p):
    """compass: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_pocket_watch(state, p):
    """pocket_watch: the on_find of this card"""
    restore_hope(state, p)


def trinkets_on_find_harmonica(state, p):
    """harmonica: the on_find of this card"""
    restore(state, p, 2)


def trinkets_on_find_lucky_coin(state, p):
    """lucky_coin: the on_find of this card"""
    gain_item(state, p, 'fish')


def trinkets_on_find_arrowhead(state, p):
    """arrowhead: the on_find of this card"""
    gain_item(state, p, 'nuts_and_berries')


def trinkets_on_find_old_photograph(state, p):
    """old_photograph: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_feather(state, p):
    """feather: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_locket(state, p):
    """locket: the on_find of this card"""
    restore_hope(state, p)


def trinkets_on_find_spyglass(state, p):
    """spyglass: the on_find of this card"""
    restore(state, p, 2)


def trinkets_on_find_pressed_flower(state, p):
    """pressed_flower: the on_find of this card"""
    gain_item(state, p, 'fish')


def trinkets_on_find_carved_whistle(state, p):
    """carved_whistle: the on_find of this card"""
    gain_item(state, p, 'nuts_and_berries')


def trinkets_on_find_railroad_spike(state, p):
    """railroad_spike: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_silver_spoon(state, p):
    """silver_spoon: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_quartz_crystal(state, p):
    """quartz_crystal: the on_find of this card"""
    restore_hope(state, p)


def trinkets_on_find_beaded_bracelet(state, p):
    """beaded_bracelet: the on_find of this card"""
    restore(state, p, 2)


def trinkets_on_find_tin_star(state, p):
    """tin_star: the on_find of this card"""
    gain_item(state, p, 'fish')


def trinkets_on_find_fishing_lure(state, p):
    """fishing_lure: the on_find of this card"""
    gain_item(state, p, 'nuts_and_berries')


def trinkets_on_find_map_fragment(state, p):
    """map_fragment: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_pocketknife(state, p):
    """pocketknife: the on_find of this card"""
    restore(state, p, 1)


def trinkets_on_find_canteen(state, p):
    """canteen: the on_find of this card"""
    restore_hope(state, p)


def trinkets_on_find_bird_skull(state, p):
    """bird_skull: the on_find of this card"""
    restore(state, p, 2)


def trinkets_on_find_postcard(state, p):
    """postcard: the on_find of this card"""
    gain_item(state, p, 'fish')


def trinkets_on_find_marble(state, p):
    """marble: the on_find of this card"""
    gain_item(state, p, 'nuts_and_berries')


def trinkets_on_find_horseshoe(state, p):
    """horseshoe: the on_find of this card"""
    restore(state, p, 1)


def despair_cards_points_spoiled_meat(state, p):
    """spoiled_meat: the points of this card"""
    return -p.items_['meat']


def despair_cards_points_soggy_berries(state, p):
    """soggy_berries: the points of this card"""
    return -p.items_['nuts_and_berries']


def despair_cards_points_rotten_fish(state, p):
    """rotten_fish: the points of this card"""
    return -p.items_['fish']


def despair_cards_points_lost_trinket(state, p):
    """lost_trinket: the points of this card"""
    return -p.items_['trinket']


def despair_cards_points_homesick(state, p):
    """homesick: the points of this card"""
    return -2


def despair_cards_points_torn_pages(state, p):
    """torn_pages: the points of this card"""
    return -(len(p.journal_pages) // 2)


def despair_cards_points_restless(state, p):
    """restless: the points of this card"""
    return -p.wanderlust['movement_spaces']


def despair_cards_points_bad_dreams(state, p):
    """bad_dreams: the points of this card"""
    return -len(p.memories)


def despair_cards_points_lonely_road(state, p):
    """lonely_road: the points of this card"""
    return -3 if sum(1 for s in SITES if p.havens[s] > 0) < 2 else 0


def campsites_benefits_sunset_by_the_water(state, p):
    """sunset_by_the_water: the benefits of this card"""
    restore_hope(state, p)
    eat(state, p)


def campsites_benefits_pine_grove(state, p):
    """pine_grove: the benefits of this card"""
    gain_skill(state, p, 2)
    if state.pending is not None:
        later(state, 'campsites_benefits_pine_grove_after_call')
        return
    campsites_benefits_pine_grove_after_call(state, p)


def campsites_benefits_lakeside(state, p):
    """lakeside: the benefits of this card"""
    restore(state, p, 2)
    eat(state, p)


def campsites_benefits_mountain_hut(state, p):
    """mountain_hut: the benefits of this card"""
    gain_experience(state, p, 2)
    if state.pending is not None:
        later(state, 'campsites_benefits_mountain_hut_after_call')
        return
    campsites_benefits_mountain_hut_after_call(state, p)


def campsites_benefits_prairie_fire(state, p):
    """prairie_fire: the benefits of this card"""
    restore_hope(state, p)
    gain_skill(state, p, 1)
    if state.pending is not None:
        later(state, 'campsites_benefits_prairie_fire_after_call')
        return
    campsites_benefits_prairie_fire_after_call(state, p)


def campsites_benefits_desert_stars(state, p):
    """desert_stars: the benefits of this card"""
    restore(state, p, 3)
    eat(state, p)


STORIES_BONUS = {
    'farmer': stories_bonus_farmer,
    'river_crossing': stories_bonus_river_crossing,
    'foggy_swamp': stories_bonus_foggy_swamp,
    'cougar': stories_bonus_cougar,
    'lumberjack': stories_bonus_lumberjack,
    'grandmother': stories_bonus_grandmother,
    'storyteller': stories_bonus_storyteller,
    'cemetery': stories_bonus_cemetery,
    'brown_bear': stories_bonus_brown_bear,
    'traveling_preacher': stories_bonus_traveling_preacher,
    'fur_trapper': stories_bonus_fur_trapper,
    'schoolteacher': stories_bonus_schoolteacher,
    'blacksmith': stories_bonus_blacksmith,
    'cowhand': stories_bonus_cowhand,
    'fiddler': stories_bonus_fiddler,
    'prospector': stories_bonus_prospector,
    'ferryman': stories_bonus_ferryman,
    'midwife': stories_bonus_midwife,
    'peddler': stories_bonus_peddler,
    'trail_cook': stories_bonus_trail_cook,
    'mapmaker': stories_bonus_mapmaker,
    'homesteader': stories_bonus_homesteader,
    'botanist': stories_bonus_botanist,
    'lighthouse_keeper': stories_bonus_lighthouse_keeper,
    'scout_guide': stories_bonus_scout_guide,
    'bandit': stories_bonus_bandit,
    'claim_jumper': stories_bonus_claim_jumper,
    'card_sharp': stories_bonus_card_sharp,
    'horse_thief': stories_bonus_horse_thief,
    'snake_oil_salesman': stories_bonus_snake_oil_salesman,
    'bounty_hunter': stories_bonus_bounty_hunter,
    'outlaw_gang': stories_bonus_outlaw_gang,
    'corrupt_sheriff': stories_bonus_corrupt_sheriff,
    'pickpocket': stories_bonus_pickpocket,
    'land_baron': stories_bonus_land_baron,
    'bully': stories_bonus_bully,
    'highwayman': stories_bonus_highwayman,
    'smuggler': stories_bonus_smuggler,
    'swindler': stories_bonus_swindler,
    'poacher': stories_bonus_poacher,
    'deserter': stories_bonus_deserter,
    'rustler': stories_bonus_rustler,
    'drifter': stories_bonus_drifter,
    'con_artist': stories_bonus_con_artist,
    'mutineer': stories_bonus_mutineer,
    'rattlesnake': stories_bonus_rattlesnake,
    'bison_herd': stories_bonus_bison_herd,
    'wolf_pack': stories_bonus_wolf_pack,
    'moose': stories_bonus_moose,
    'coyote': stories_bonus_coyote,
    'bald_eagle': stories_bonus_bald_eagle,
    'alligator': stories_bonus_alligator,
    'wild_boar': stories_bonus_wild_boar,
    'mountain_goat': stories_bonus_mountain_goat,
    'elk': stories_bonus_elk,
    'raccoon': stories_bonus_raccoon,
    'skunk': stories_bonus_skunk,
    'black_bear': stories_bonus_black_bear,
    'beaver': stories_bonus_beaver,
    'bobcat': stories_bonus_bobcat,
    'porcupine': stories_bonus_porcupine,
    'wild_mustangs': stories_bonus_wild_mustangs,
    'grizzly': stories_bonus_grizzly,
    'ghost_town': stories_bonus_ghost_town,
    'abandoned_mine': stories_bonus_abandoned_mine,
    'hidden_cave': stories_bonus_hidden_cave,
    'northern_lights': stories_bonus_northern_lights,
    'old_lighthouse': stories_bonus_old_lighthouse,
    'strange_tracks': stories_bonus_strange_tracks,
    'sinkhole': stories_bonus_sinkhole,
    'rockslide': stories_bonus_rockslide,
    'thunderstorm': stories_bonus_thunderstorm,
    'desert_mirage': stories_bonus_desert_mirage,
    'petrified_forest': stories_bonus_petrified_forest,
    'hot_springs': stories_bonus_hot_springs,
    'canyon_echo': stories_bonus_canyon_echo,
    'wildfire': stories_bonus_wildfire,
    'blizzard': stories_bonus_blizzard,
    'lost_map': stories_bonus_lost_map,
    'shooting_star': stories_bonus_shooting_star,
}


TASKS_SUCCESS = {
    'farmer-1-1': tasks_success_farmer_1_1,
    'farmer-1-2': tasks_success_farmer_1_2,
    'farmer-1-3': tasks_success_farmer_1_3,
    'river_crossing-1-1': tasks_success_river_crossing_1_1,
    'river_crossing-2-1': tasks_success_river_crossing_2_1,
    'river_crossing-2-2': tasks_success_river_crossing_2_2,
    'foggy_swamp-1-1': tasks_success_foggy_swamp_1_1,
    'foggy_swamp-2-1': tasks_success_foggy_swamp_2_1,
    'foggy_swamp-2-2': tasks_success_foggy_swamp_2_2,
    'cougar-1-1': tasks_success_cougar_1_1,
    'cougar-2-1': tasks_success_cougar_2_1,
    'lumberjack-1-1': tasks_success_lumberjack_1_1,
    'lumberjack-1-2': tasks_success_lumberjack_1_2,
    'grandmother-1-1': tasks_success_grandmother_1_1,
    'grandmother-1-2': tasks_success_grandmother_1_2,
    'storyteller-1-1': tasks_success_storyteller_1_1,
    'storyteller-1-2': tasks_success_storyteller_1_2,
    'cemetery-1-1': tasks_success_cemetery_1_1,
    'cemetery-2-1': tasks_success_cemetery_2_1,
    'cemetery-2-2': tasks_success_cemetery_2_2,
    'brown_bear-1-1': tasks_success_brown_bear_1_1,
    'brown_bear-1-2': tasks_success_brown_bear_1_2,
    'brown_bear-2-1': tasks_success_brown_bear_2_1,
    'traveling_preacher-1-1': tasks_success_traveling_preacher_1_1,
    'fur_trapper-1-1': tasks_success_fur_trapper_1_1,
    'fur_trapper-2-1': tasks_success_fur_trapper_2_1,
    'fur_trapper-2-2': tasks_success_fur_trapper_2_2,
    'schoolteacher-1-1': tasks_success_schoolteacher_1_1,
    'schoolteacher-1-2': tasks_success_schoolteacher_1_2,
    'schoolteacher-2-1': tasks_success_schoolteacher_2_1,
    'blacksmith-1-1': tasks_success_blacksmith_1_1,
    'blacksmith-1-2': tasks_success_blacksmith_1_2,
    'blacksmith-1-3': tasks_success_blacksmith_1_3,
    'cowhand-1-1': tasks_success_cowhand_1_1,
    'cowhand-1-2': tasks_success_cowhand_1_2,
    'cowhand-1-3': tasks_success_cowhand_1_3,
    'cowhand-2-1': tasks_success_cowhand_2_1,
    'fiddler-1-1': tasks_success_fiddler_1_1,
    'fiddler-1-2': tasks_success_fiddler_1_2,
    'fiddler-1-3': tasks_success_fiddler_1_3,
    'fiddler-2-1': tasks_success_fiddler_2_1,
    'fiddler-2-2': tasks_success_fiddler_2_2,
    'prospector-1-1': tasks_success_prospector_1_1,
    'prospector-1-2': tasks_success_prospector_1_2,
    'prospector-1-3': tasks_success_prospector_1_3,
    'ferryman-1-1': tasks_success_ferryman_1_1,
    'ferryman-1-2': tasks_success_ferryman_1_2,
    'ferryman-1-3': tasks_success_ferryman_1_3,
    'ferryman-2-1': tasks_success_ferryman_2_1,
    'ferryman-2-2': tasks_success_ferryman_2_2,
    'midwife-1-1': tasks_success_midwife_1_1,
    'midwife-1-2': tasks_success_midwife_1_2,
    'midwife-2-1': tasks_success_midwife_2_1,
    'peddler-1-1': tasks_success_peddler_1_1,
    'peddler-1-2': tasks_success_peddler_1_2,
    'peddler-1-3': tasks_success_peddler_1_3,
    'trail_cook-1-1': tasks_success_trail_cook_1_1,
    'trail_cook-1-2': tasks_success_trail_cook_1_2,
    'trail_cook-2-1': tasks_success_trail_cook_2_1,
    'trail_cook-2-2': tasks_success_trail_cook_2_2,
    'mapmaker-1-1': tasks_success_mapmaker_1_1,
    'mapmaker-1-2': tasks_success_mapmaker_1_2,
    'mapmaker-2-1': tasks_success_mapmaker_2_1,
    'mapmaker-2-2': tasks_success_mapmaker_2_2,
    'homesteader-1-1': tasks_success_homesteader_1_1,
    'homesteader-1-2': tasks_success_homesteader_1_2,
    'botanist-1-1': tasks_success_botanist_1_1,
    'botanist-1-2': tasks_success_botanist_1_2,
    'botanist-2-1': tasks_success_botanist_2_1,
    'botanist-2-2': tasks_success_botanist_2_2,
    'lighthouse_keeper-1-1': tasks_success_lighthouse_keeper_1_1,
    'lighthouse_keeper-1-2': tasks_success_lighthouse_keeper_1_2,
    'lighthouse_keeper-2-1': tasks_success_lighthouse_keeper_2_1,
    'lighthouse_keeper-2-2': tasks_success_lighthouse_keeper_2_2,
    'scout_guide-1-1': tasks_success_scout_guide_1_1,
    'scout_guide-1-2': tasks_success_scout_guide_1_2,
    'bandit-1-1': tasks_success_bandit_1_1,
    'bandit-1-2': tasks_success_bandit_1_2,
    'bandit-1-3': tasks_success_bandit_1_3,
    'claim_jumper-1-1': tasks_success_claim_jumper_1_1,
    'claim_jumper-1-2': tasks_success_claim_jumper_1_2,
    'claim_jumper-2-1': tasks_success_claim_jumper_2_1,
    'claim_jumper-2-2': tasks_success_claim_jumper_2_2,
    'card_sharp-1-1': tasks_success_card_sharp_1_1,
    'card_sharp-2-1': tasks_success_card_sharp_2_1,
    'card_sharp-2-2': tasks_success_card_sharp_2_2,
    'horse_thief-1-1': tasks_success_horse_thief_1_1,
    'horse_thief-1-2': tasks_success_horse_thief_1_2,
    'snake_oil_salesman-1-1': tasks_success_snake_oil_salesman_1_1,
    'snake_oil_salesman-1-2': tasks_success_snake_oil_salesman_1_2,
    'snake_oil_salesman-2-1': tasks_success_snake_oil_salesman_2_1,
    'snake_oil_salesman-2-2': tasks_success_snake_oil_salesman_2_2,
    'bounty_hunter-1-1': tasks_success_bounty_hunter_1_1,
    'bounty_hunter-1-2': tasks_success_bounty_hunter_1_2,
    'bounty_hunter-2-1': tasks_success_bounty_hunter_2_1,
    'bounty_hunter-2-2': tasks_success_bounty_hunter_2_2,
    'outlaw_gang-1-1': tasks_success_outlaw_gang_1_1,
    'outlaw_gang-2-1': tasks_success_outlaw_gang_2_1,
    'corrupt_sheriff-1-1': tasks_success_corrupt_sheriff_1_1,
    'corrupt_sheriff-1-2': tasks_success_corrupt_sheriff_1_2,
    'corrupt_sheriff-2-1': tasks_success_corrupt_sheriff_2_1,
    'pickpocket-1-1': tasks_success_pickpocket_1_1,
    'pickpocket-1-2': tasks_success_pickpocket_1_2,
    'pickpocket-2-1': tasks_success_pickpocket_2_1,
    'land_baron-1-1': tasks_success_land_baron_1_1,
    'bully-1-1': tasks_success_bully_1_1,
    'bully-1-2': tasks_success_bully_1_2,
    'bully-2-1': tasks_success_bully_2_1,
    'bully-2-2': tasks_success_bully_2_2,
    'highwayman-1-1': tasks_success_highwayman_1_1,
    'highwayman-2-1': tasks_success_highwayman_2_1,
    'highwayman-2-2': tasks_success_highwayman_2_2,
    'smuggler-1-1': tasks_success_smuggler_1_1,
    'smuggler-1-2': tasks_success_smuggler_1_2,
    'swindler-1-1': tasks_success_swindler_1_1,
    'swindler-1-2': tasks_success_swindler_1_2,
    'swindler-1-3': tasks_success_swindler_1_3,
    'swindler-2-1': tasks_success_swindler_2_1,
    'poacher-1-1': tasks_success_poacher_1_1,
    'poacher-1-2': tasks_success_poacher_1_2,
    'poacher-2-1': tasks_success_poacher_2_1,
    'deserter-1-1': tasks_success_deserter_1_1,
    'deserter-1-2': tasks_success_deserter_1_2,
    'rustler-1-1': tasks_success_rustler_1_1,
    'rustler-1-2': tasks_success_rustler_1_2,
    'rustler-2-1': tasks_success_rustler_2_1,
    'drifter-1-1': tasks_success_drifter_1_1,
    'drifter-2-1': tasks_success_drifter_2_1,
    'drifter-2-2': tasks_success_drifter_2_2,
    'con_artist-1-1': tasks_success_con_artist_1_1,
    'con_artist-1-2': tasks_success_con_artist_1_2,
    'mutineer-1-1': tasks_success_mutineer_1_1,
    'mutineer-1-2': tasks_success_mutineer_1_2,
    'mutineer-1-3': tasks_success_mutineer_1_3,
    'mutineer-2-1': tasks_success_mutineer_2_1,
    'mutineer-2-2': tasks_success_mutineer_2_2,
    'rattlesnake-1-1': tasks_success_rattlesnake_1_1,
    'rattlesnake-1-2': tasks_success_rattlesnake_1_2,
    'bison_herd-1-1': tasks_success_bison_herd_1_1,
    'bison_herd-2-1': tasks_success_bison_herd_2_1,
    'wolf_pack-1-1': tasks_success_wolf_pack_1_1,
    'wolf_pack-1-2': tasks_success_wolf_pack_1_2,
    'wolf_pack-2-1': tasks_success_wolf_pack_2_1,
    'moose-1-1': tasks_success_moose_1_1,
    'coyote-1-1': tasks_success_coyote_1_1,
    'coyote-2-1': tasks_success_coyote_2_1,
    'coyote-2-2': tasks_success_coyote_2_2,
    'bald_eagle-1-1': tasks_success_bald_eagle_1_1,
    'bald_eagle-1-2': tasks_success_bald_eagle_1_2,
    'bald_eagle-1-3': tasks_success_bald_eagle_1_3,
    'bald_eagle-2-1': tasks_success_bald_eagle_2_1,
    'bald_eagle-2-2': tasks_success_bald_eagle_2_2,
    'alligator-1-1': tasks_success_alligator_1_1,
    'alligator-1-2': tasks_success_alligator_1_2,
    'alligator-1-3': tasks_success_alligator_1_3,
    'wild_boar-1-1': tasks_success_wild_boar_1_1,
    'wild_boar-1-2': tasks_success_wild_boar_1_2,
    'wild_boar-2-1': tasks_success_wild_boar_2_1,
    'wild_boar-2-2': tasks_success_wild_boar_2_2,
    'mountain_goat-1-1': tasks_success_mountain_goat_1_1,
    'mountain_goat-2-1': tasks_success_mountain_goat_2_1,
    'elk-1-1': tasks_success_elk_1_1,
    'elk-1-2': tasks_success_elk_1_2,
    'elk-1-3': tasks_success_elk_1_3,
    'raccoon-1-1': tasks_success_raccoon_1_1,
    'raccoon-1-2': tasks_success_raccoon_1_2,
    'raccoon-2-1': tasks_success_raccoon_2_1,
    'skunk-1-1': tasks_success_skunk_1_1,
    'skunk-2-1': tasks_success_skunk_2_1,
    'skunk-2-2': tasks_success_skunk_2_2,
    'black_bear-1-1': tasks_success_black_bear_1_1,
    'beaver-1-1': tasks_success_beaver_1_1,
    'beaver-2-1': tasks_success_beaver_2_1,
    'bobcat-1-1': tasks_success_bobcat_1_1,
    'bobcat-1-2': tasks_success_bobcat_1_2,
    'bobcat-2-1': tasks_success_bobcat_2_1,
    'bobcat-2-2': tasks_success_bobcat_2_2,
    'porcupine-1-1': tasks_success_porcupine_1_1,
    'porcupine-1-2': tasks_success_porcupine_1_2,
    'wild_mustangs-1-1': tasks_success_wild_mustangs_1_1,
    'wild_mustangs-1-2': tasks_success_wild_mustangs_1_2,
    'wild_mustangs-1-3': tasks_success_wild_mustangs_1_3,
    'wild_mustangs-2-1': tasks_success_wild_mustangs_2_1,
    'wild_mustangs-2-2': tasks_success_wild_mustangs_2_2,
    'grizzly-1-1': tasks_success_grizzly_1_1,
    'grizzly-1-2': tasks_success_grizzly_1_2,
    'grizzly-1-3': tasks_success_grizzly_1_3,
    'grizzly-2-1': tasks_success_grizzly_2_1,
    'grizzly-2-2': tasks_success_grizzly_2_2,
    'ghost_town-1-1': tasks_success_ghost_town_1_1,
    'ghost_town-1-2': tasks_success_ghost_town_1_2,
    'abandoned_mine-1-1': tasks_success_abandoned_mine_1_1,
    'abandoned_mine-1-2': tasks_success_abandoned_mine_1_2,
    'abandoned_mine-2-1': tasks_success_abandoned_mine_2_1,
    'hidden_cave-1-1': tasks_success_hidden_cave_1_1,
    'hidden_cave-2-1': tasks_success_hidden_cave_2_1,
    'northern_lights-1-1': tasks_success_northern_lights_1_1,
    'northern_lights-1-2': tasks_success_northern_lights_1_2,
    'old_lighthouse-1-1': tasks_success_old_lighthouse_1_1,
    'old_lighthouse-1-2': tasks_success_old_lighthouse_1_2,
    'old_lighthouse-2-1': tasks_success_old_lighthouse_2_1,
    'old_lighthouse-2-2': tasks_success_old_lighthouse_2_2,
    'strange_tracks-1-1': tasks_success_strange_tracks_1_1,
    'strange_tracks-1-2': tasks_success_strange_tracks_1_2,
    'strange_tracks-2-1': tasks_success_strange_tracks_2_1,
    'strange_tracks-2-2': tasks_success_strange_tracks_2_2,
    'sinkhole-1-1': tasks_success_sinkhole_1_1,
    'rockslide-1-1': tasks_success_rockslide_1_1,
    'rockslide-2-1': tasks_success_rockslide_2_1,
    'thunderstorm-1-1': tasks_success_thunderstorm_1_1,
    'thunderstorm-1-2': tasks_success_thunderstorm_1_2,
    'thunderstorm-2-1': tasks_success_thunderstorm_2_1,
    'desert_mirage-1-1': tasks_success_desert_mirage_1_1,
    'desert_mirage-1-2': tasks_success_desert_mirage_1_2,
    'petrified_forest-1-1': tasks_success_petrified_forest_1_1,
    'petrified_forest-2-1': tasks_success_petrified_forest_2_1,
    'hot_springs-1-1': tasks_success_hot_springs_1_1,
    'hot_springs-1-2': tasks_success_hot_springs_1_2,
    'hot_springs-2-1': tasks_success_hot_springs_2_1,
    'canyon_echo-1-1': tasks_success_canyon_echo_1_1,
    'canyon_echo-1-2': tasks_success_canyon_echo_1_2,
    'wildfire-1-1': tasks_success_wildfire_1_1,
    'wildfire-2-1': tasks_success_wildfire_2_1,
    'blizzard-1-1': tasks_success_blizzard_1_1,
    'blizzard-1-2': tasks_success_blizzard_1_2,
    'blizzard-2-1': tasks_success_blizzard_2_1,
    'blizzard-2-2': tasks_success_blizzard_2_2,
    'lost_map-1-1': tasks_success_lost_map_1_1,
    'lost_map-1-2': tasks_success_lost_map_1_2,
    'shooting_star-1-1': tasks_success_shooting_star_1_1,
    'shooting_star-2-1': tasks_success_shooting_star_2_1,
    'shooting_star-2-2': tasks_success_shooting_star_2_2,
}


TASKS_FAILURE = {
    'farmer-1-3': tasks_failure_farmer_1_3,
    'river_crossing-1-1': tasks_failure_river_crossing_1_1,
    'foggy_swamp-1-1': tasks_failure_foggy_swamp_1_1,
    'foggy_swamp-2-1': tasks_failure_foggy_swamp_2_1,
    'foggy_swamp-2-2': tasks_failure_foggy_swamp_2_2,
    'cougar-1-1': tasks_failure_cougar_1_1,
    'cougar-2-1': tasks_failure_cougar_2_1,
    'grandmother-1-1': tasks_failure_grandmother_1_1,
    'cemetery-1-1': tasks_failure_cemetery_1_1,
    'brown_bear-1-1': tasks_failure_brown_bear_1_1,
    'brown_bear-1-2': tasks_failure_brown_bear_1_2,
    'traveling_preacher-1-1': tasks_failure_traveling_preacher_1_1,
    'fur_trapper-1-1': tasks_failure_fur_trapper_1_1,
    'fur_trapper-2-1': tasks_failure_fur_trapper_2_1,
    'schoolteacher-2-1': tasks_failure_schoolteacher_2_1,
    'cowhand-1-3': tasks_failure_cowhand_1_3,
    'fiddler-1-1': tasks_failure_fiddler_1_1,
    'fiddler-1-2': tasks_failure_fiddler_1_2,
    'fiddler-2-1': tasks_failure_fiddler_2_1,
    'prospector-1-1': tasks_failure_prospector_1_1,
    'prospector-1-2': tasks_failure_prospector_1_2,
    'ferryman-1-3': tasks_failure_ferryman_1_3,
    'ferryman-2-2': tasks_failure_ferryman_2_2,
    'midwife-1-1': tasks_failure_midwife_1_1,
    'peddler-1-1': tasks_failure_peddler_1_1,
    'trail_cook-1-1': tasks_failure_trail_cook_1_1,
    'trail_cook-2-1': tasks_failure_trail_cook_2_1,
    'trail_cook-2-2': tasks_failure_trail_cook_2_2,
    'mapmaker-2-1': tasks_failure_mapmaker_2_1,
    'botanist-2-1': tasks_failure_botanist_2_1,
    'lighthouse_keeper-1-1': tasks_failure_lighthouse_keeper_1_1,
    'lighthouse_keeper-1-2': tasks_failure_lighthouse_keeper_1_2,
    'lighthouse_keeper-2-2': tasks_failure_lighthouse_keeper_2_2,
    'scout_guide-1-2': tasks_failure_scout_guide_1_2,
    'bandit-1-1': tasks_failure_bandit_1_1,
    'bandit-1-2': tasks_failure_bandit_1_2,
    'bandit-1-3': tasks_failure_bandit_1_3,
    'claim_jumper-1-1': tasks_failure_claim_jumper_1_1,
    'claim_jumper-1-2': tasks_failure_claim_jumper_1_2,
    'claim_jumper-2-2': tasks_failure_claim_jumper_2_2,
    'horse_thief-1-1': tasks_failure_horse_thief_1_1,
    'horse_thief-1-2': tasks_failure_horse_thief_1_2,
    'snake_oil_salesman-1-1': tasks_failure_snake_oil_salesman_1_1,
    'snake_oil_salesman-1-2': tasks_failure_snake_oil_salesman_1_2,
    'snake_oil_salesman-2-1': tasks_failure_snake_oil_salesman_2_1,
    'snake_oil_salesman-2-2': tasks_failure_snake_oil_salesman_2_2,
    'bounty_hunter-1-2': tasks_failure_bounty_hunter_1_2,
    'bounty_hunter-2-2': tasks_failure_bounty_hunter_2_2,
    'outlaw_gang-1-1': tasks_failure_outlaw_gang_1_1,
    'corrupt_sheriff-1-1': tasks_failure_corrupt_sheriff_1_1,
    'corrupt_sheriff-1-2': tasks_failure_corrupt_sheriff_1_2,
    'corrupt_sheriff-2-1': tasks_failure_corrupt_sheriff_2_1,
    'pickpocket-1-1': tasks_failure_pickpocket_1_1,
    'pickpocket-1-2': tasks_failure_pickpocket_1_2,
    'pickpocket-2-1': tasks_failure_pickpocket_2_1,
    'land_baron-1-1': tasks_failure_land_baron_1_1,
    'bully-1-1': tasks_failure_bully_1_1,
    'bully-1-2': tasks_failure_bully_1_2,
    'bully-2-2': tasks_failure_bully_2_2,
    'highwayman-1-1': tasks_failure_highwayman_1_1,
    'highwayman-2-1': tasks_failure_highwayman_2_1,
    'highwayman-2-2': tasks_failure_highwayman_2_2,
    'smuggler-1-1': tasks_failure_smuggler_1_1,
    'swindler-1-1': tasks_failure_swindler_1_1,
    'swindler-1-2': tasks_failure_swindler_1_2,
    'swindler-1-3': tasks_failure_swindler_1_3,
    'swindler-2-1': tasks_failure_swindler_2_1,
    'poacher-1-1': tasks_failure_poacher_1_1,
    'poacher-1-2': tasks_failure_poacher_1_2,
    'poacher-2-1': tasks_failure_poacher_2_1,
    'deserter-1-2': tasks_failure_deserter_1_2,
    'rustler-1-1': tasks_failure_rustler_1_1,
    'rustler-1-2': tasks_failure_rustler_1_2,
    'drifter-1-1': tasks_failure_drifter_1_1,
    'drifter-2-2': tasks_failure_drifter_2_2,
    'con_artist-1-1': tasks_failure_con_artist_1_1,
    'con_artist-1-2': tasks_failure_con_artist_1_2,
    'mutineer-1-1': tasks_failure_mutineer_1_1,
    'mutineer-1-2': tasks_failure_mutineer_1_2,
    'mutineer-1-3': tasks_failure_mutineer_1_3,
    'mutineer-2-1': tasks_failure_mutineer_2_1,
    'rattlesnake-1-2': tasks_failure_rattlesnake_1_2,
    'bison_herd-1-1': tasks_failure_bison_herd_1_1,
    'bison_herd-2-1': tasks_failure_bison_herd_2_1,
    'wolf_pack-1-1': tasks_failure_wolf_pack_1_1,
    'wolf_pack-2-1': tasks_failure_wolf_pack_2_1,
    'moose-1-1': tasks_failure_moose_1_1,
    'coyote-1-1': tasks_failure_coyote_1_1,
    'coyote-2-1': tasks_failure_coyote_2_1,
    'coyote-2-2': tasks_failure_coyote_2_2,
    'bald_eagle-1-1': tasks_failure_bald_eagle_1_1,
    'bald_eagle-1-3': tasks_failure_bald_eagle_1_3,
    'bald_eagle-2-2': tasks_failure_bald_eagle_2_2,
    'alligator-1-1': tasks_failure_alligator_1_1,
    'alligator-1-2': tasks_failure_alligator_1_2,
    'alligator-1-3': tasks_failure_alligator_1_3,
    'wild_boar-1-1': tasks_failure_wild_boar_1_1,
    'wild_boar-2-1': tasks_failure_wild_boar_2_1,
    'wild_boar-2-2': tasks_failure_wild_boar_2_2,
    'mountain_goat-1-1': tasks_failure_mountain_goat_1_1,
    'mountain_goat-2-1': tasks_failure_mountain_goat_2_1,
    'elk-1-1': tasks_failure_elk_1_1,
    'elk-1-2': tasks_failure_elk_1_2,
    'elk-1-3': tasks_failure_elk_1_3,
    'raccoon-1-2': tasks_failure_raccoon_1_2,
    'raccoon-2-1': tasks_failure_raccoon_2_1,
    'skunk-1-1': tasks_failure_skunk_1_1,
    'skunk-2-1': tasks_failure_skunk_2_1,
    'skunk-2-2': tasks_failure_skunk_2_2,
    'black_bear-1-1': tasks_failure_black_bear_1_1,
    'bobcat-1-1': tasks_failure_bobcat_1_1,
    'bobcat-2-1': tasks_failure_bobcat_2_1,
    'porcupine-1-1': tasks_failure_porcupine_1_1,
    'wild_mustangs-1-1': tasks_failure_wild_mustangs_1_1,
    'wild_mustangs-1-2': tasks_failure_wild_mustangs_1_2,
    'wild_mustangs-1-3': tasks_failure_wild_mustangs_1_3,
    'grizzly-1-1': tasks_failure_grizzly_1_1,
    'grizzly-1-3': tasks_failure_grizzly_1_3,
    'grizzly-2-1': tasks_failure_grizzly_2_1,
    'grizzly-2-2': tasks_failure_grizzly_2_2,
    'ghost_town-1-1': tasks_failure_ghost_town_1_1,
    'ghost_town-1-2': tasks_failure_ghost_town_1_2,
    'abandoned_mine-1-2': tasks_failure_abandoned_mine_1_2,
    'abandoned_mine-2-1': tasks_failure_abandoned_mine_2_1,
    'hidden_cave-2-1': tasks_failure_hidden_cave_2_1,
    'northern_lights-1-1': tasks_failure_northern_lights_1_1,
    'northern_lights-1-2': tasks_failure_northern_lights_1_2,
    'old_lighthouse-1-1': tasks_failure_old_lighthouse_1_1,
    'old_lighthouse-1-2': tasks_failure_old_lighthouse_1_2,
    'old_lighthouse-2-1': tasks_failure_old_lighthouse_2_1,
    'old_lighthouse-2-2': tasks_failure_old_lighthouse_2_2,
    'strange_tracks-1-1': tasks_failure_strange_tracks_1_1,
    'strange_tracks-1-2': tasks_failure_strange_tracks_1_2,
    'strange_tracks-2-1': tasks_failure_strange_tracks_2_1,
    'strange_tracks-2-2': tasks_failure_strange_tracks_2_2,
    'rockslide-1-1': tasks_failure_rockslide_1_1,
    'rockslide-2-1': tasks_failure_rockslide_2_1,
    'thunderstorm-1-1': tasks_failure_thunderstorm_1_1,
    'thunderstorm-1-2': tasks_failure_thunderstorm_1_2,
    'thunderstorm-2-1': tasks_failure_thunderstorm_2_1,
    'desert_mirage-1-1': tasks_failure_desert_mirage_1_1,
    'desert_mirage-1-2': tasks_failure_desert_mirage_1_2,
    'petrified_forest-2-1': tasks_failure_petrified_forest_2_1,
    'hot_springs-2-1': tasks_failure_hot_springs_2_1,
    'canyon_echo-1-1': tasks_failure_canyon_echo_1_1,
    'canyon_echo-1-2': tasks_failure_canyon_echo_1_2,
    'wildfire-1-1': tasks_failure_wildfire_1_1,
    'wildfire-2-1': tasks_failure_wildfire_2_1,
    'blizzard-1-1': tasks_failure_blizzard_1_1,
    'blizzard-1-2': tasks_failure_blizzard_1_2,
    'lost_map-1-2': tasks_failure_lost_map_1_2,
    'shooting_star-1-1': tasks_failure_shooting_star_1_1,
    'shooting_star-2-1': tasks_failure_shooting_star_2_1,
    'shooting_star-2-2': tasks_failure_shooting_star_2_2,
}


TRINKETS_ON_FIND = {
    'compass': trinkets_on_find_compass,
    'pocket_watch': trinkets_on_find_pocket_watch,
    'harmonica': trinkets_on_find_harmonica,
    'lucky_coin': trinkets_on_find_lucky_coin,
    'arrowhead': trinkets_on_find_arrowhead,
    'old_photograph': trinkets_on_find_old_photograph,
    'feather': trinkets_on_find_feather,
    'locket': trinkets_on_find_locket,
    'spyglass': trinkets_on_find_spyglass,
    'pressed_flower': trinkets_on_find_pressed_flower,
    'carved_whistle': trinkets_on_find_carved_whistle,
    'railroad_spike': trinkets_on_find_railroad_spike,
    'silver_spoon': trinkets_on_find_silver_spoon,
    'quartz_crystal': trinkets_on_find_quartz_crystal,
    'beaded_bracelet': trinkets_on_find_beaded_bracelet,
    'tin_star': trinkets_on_find_tin_star,
    'fishing_lure': trinkets_on_find_fishing_lure,
    'map_fragment': trinkets_on_find_map_fragment,
    'pocketknife': trinkets_on_find_pocketknife,
    'canteen': trinkets_on_find_canteen,
    'bird_skull': trinkets_on_find_bird_skull,
    'postcard': trinkets_on_find_postcard,
    'marble': trinkets_on_find_marble,
    'horseshoe': trinkets_on_find_horseshoe,
}


DESPAIR_CARDS_POINTS = {
    'spoiled_meat': despair_cards_points_spoiled_meat,
    'soggy_berries': despair_cards_points_soggy_berries,
    'rotten_fish': despair_cards_points_rotten_fish,
    'lost_trinket': despair_cards_points_lost_trinket,
    'homesick': despair_cards_points_homesick,
    'torn_pages': despair_cards_points_torn_pages,
    'restless': despair_cards_points_restless,
    'bad_dreams': despair_cards_points_bad_dreams,
    'lonely_road': despair_cards_points_lonely_road,
}


CAMPSITES_BENEFITS = {
    'sunset_by_the_water': campsites_benefits_sunset_by_the_water,
    'pine_grove': campsites_benefits_pine_grove,
    'lakeside': campsites_benefits_lakeside,
    'mountain_hut': campsites_benefits_mountain_hut,
    'prairie_fire': campsites_benefits_prairie_fire,
    'desert_stars': campsites_benefits_desert_stars,
}


# ---------------------------------------------------------------- actions


def start_at_moves(state, p):
    """Every legal choice of arguments for 'start_at'."""
    if not (p.seat == state.g.picker):
        return []
    return [(start_site,) for start_site in SITES if start_site in state.g.sites_in_play and on_edge(state, p, start_site) and all(q.site != start_site for q in state.players)]


def start_at(state, p, start_site):
    """Choose a different starting site on the edge of the board (counterclockwise from the player right of the starting player). (definitions/trail-story-america/game.yaml:538)"""
    p.site = start_site
    state.g.picker -= 1


def scout_moves(state, p):
    """Every legal choice of arguments for 'scout'."""
    if not (may_take_action(state, p, 'scout')):
        return []
    return [()]


def scout_allows(state, p):
    """Is this choice of arguments one 'scout' lists (its moves), tested alone?"""
    return may_take_action(state, p, 'scout')


def scout(state, p):
    """Scout: draw a Story token for each empty path at the site and place one on each; gain 1 Experience per token drawn. (definitions/trail-story-america/game.yaml:545)"""
    begin_action(state, p, 'scout')
    empty = empty_paths(state, p)
    scout_loop_2(state, p, empty, repeat_count(len(empty)))


def travel_moves(state, p):
    """Every legal choice of arguments for 'travel'."""
    if not (may_take_action(state, p, 'travel')):
        return []
    return [(walk,) for walk in walks(state.g.paths_in_play, p.site, movement(state, p), PATHS) if any(state.g.on_path[x] is not None for x in walk)]


def travel_allows(state, p, walk):
    """Is this choice of arguments one 'travel' lists (its moves), tested alone?"""
    return (may_take_action(state, p, 'travel')
            and walk in walks(state.g.paths_in_play, p.site, movement(state, p), PATHS)
            and any(state.g.on_path[x] is not None for x in walk))


def travel(state, p, walk):
    """Travel up to the movement value, orthogonally, never back, across at least one path with a Story token; take one of those tokens and reveal a Story card of its type. (definitions/trail-story-america/game.yaml:557)"""
    begin_action(state, p, 'travel')
    p.site = walk_end(walk, p.site, PATHS)
    ask(state, p, 'taken', list(dict.fromkeys(x for x in walk if state.g.on_path[x] is not None)), 'travel_taken', walk)


def attempt_moves(state, p):
    """Every legal choice of arguments for 'attempt'."""
    return [(task, skill_used, cubes, spent)
            for task in current_tasks(state, p)
            for skill_used in SKILLS if (TASKS[task]["skill"] == 'any_skill' or TASKS[task]["skill"] == skill_used)
            for cubes in range(0, 5) if cubes <= p.skill_cubes[skill_used] and (cubes > 0 or skill_used == own_skill(state, p, task))
            for spent in range(0, 5) if spent <= p.active and cubes + spent >= 1 and cubes + spent <= MAX_DICE]


def attempt_allows(state, p, task, skill_used, cubes, spent):
    """Is this choice of arguments one 'attempt' lists (its moves), tested alone?"""
    return (task in current_tasks(state, p)
            and skill_used in SKILLS
            and (TASKS[task]["skill"] == 'any_skill' or TASKS[task]["skill"] == skill_used)
            and cubes in range(0, 5)
            and cubes <= p.skill_cubes[skill_used]
            and (cubes > 0 or skill_used == own_skill(state, p, task))
            and spent in range(0, 5)
            and spent <= p.active
            and cubes + spent >= 1
            and cubes + spent <= MAX_DICE)


def attempt(state, p, task, skill_used, cubes, spent):
    """Attempt a task of the current section: move Skill cubes of its Skill to Experience and spend Inspiration to activate dice (at most four), roll; success if the stars reach the token's difficulty. (definitions/trail-story-america/game.yaml:570)"""
    p.skill_cubes[skill_used] -= cubes
    p.experience[skill_used] = min(p.experience[skill_used] + cubes, EXPERIENCE_LIMIT)
    set_active(state, p, p.active - spent)
    dice_count = min(cubes + spent + ability_dice(state, p, skill_used, cubes), MAX_DICE)
    state.g.attempted = True
    used = list(dict.fromkeys(d for d in DICE if DICE[d]["slot"] <= dice_count))
    roll_dice(state, used, {'die_1': 6, 'die_2': 6, 'die_3': 6, 'die_4': 6})
    settle(state, p, task, stars(state, p, dice_count) >= difficulty(state, p))


def pass_task_moves(state, p):
    """Every legal choice of arguments for 'pass_task'."""
    return [(task,) for task in current_tasks(state, p)]


def pass_task_allows(state, p, task):
    """Is this choice of arguments one 'pass_task' lists (its moves), tested alone?"""
    return task in current_tasks(state, p)


def pass_task(state, p, task):
    """Make no attempt at a task of the current section; it fails automatically (unless Hope is used). (definitions/trail-story-america/game.yaml:587)"""
    settle(state, p, task, False)


def camp_moves(state, p):
    """Every legal choice of arguments for 'camp'."""
    if not (may_take_action(state, p, 'camp')):
        return []
    return [()]


def camp_allows(state, p):
    """Is this choice of arguments one 'camp' lists (its moves), tested alone?"""
    return may_take_action(state, p, 'camp')


def camp(state, p):
    """Camp: reveal a Campsite card and take its benefits (eating among them); then the other players may visit. (definitions/trail-story-america/game.yaml:591)"""
    begin_action(state, p, 'camp')
    draw(state, state.g.campsite_deck, state.g.camp_card, 1)
    state.g.camp_site = p.site
    campsite = state.g.camp_card[0]
    CAMPSITES_BENEFITS[campsite](state, p)
    if state.pending is not None:
        later(state, 'camp_after_card', campsite)
        return
    camp_after_card(state, p, campsite)


def find_haven_moves(state, p):
    """Every legal choice of arguments for 'find_haven'."""
    if not (may_take_action(state, p, 'reflect') and haven_here(state, p)):
        return []
    return [(track,) for track in TRACKS if p.wanderlust[track] > 0 and p.experience[TRACKS[track]["row"]] >= HAVEN_COST and TRACKS[track]["row"] not in state.g.rows_used]


def find_haven(state, p, track):
    """Reflect, Find a Haven: discard three Experience of a row to move that row's Wanderlust token onto the site (once per row). (definitions/trail-story-america/game.yaml:603)"""
    begin_action(state, p, 'reflect')
    p.experience[TRACKS[track]["row"]] -= HAVEN_COST
    state.g.rows_used.add(TRACKS[track]["row"])
    p.wanderlust[track] -= 1
    p.havens[p.site] += 1
    state.g.haven_site = p.site
    p.talents.add(SITES[p.site]["terrain"])
    familiarity(state, p)


def find_inspiration_moves(state, p):
    """Every legal choice of arguments for 'find_inspiration'."""
    if not (may_take_action(state, p, 'reflect') and SITES[p.site]["inspiration"] and SITES[p.site]["terrain"] not in p.inspired and sum(p.experience[s] for s in SKILLS) >= INSPIRATION_COST and state.g.crystals > 0):
        return []
    return [()]


def find_inspiration_allows(state, p):
    """Is this choice of arguments one 'find_inspiration' lists (its moves), tested alone?"""
    return (may_take_action(state, p, 'reflect')
            and SITES[p.site]["inspiration"]
            and SITES[p.site]["terrain"] not in p.inspired
            and sum(p.experience[s] for s in SKILLS) >= INSPIRATION_COST
            and state.g.crystals > 0)


def find_inspiration(state, p):
    """Reflect, Find Inspiration: at an Inspiration site of a terrain the Wanderer lacks, discard any four Experience for that crystal; all Inspiration is restored. (definitions/trail-story-america/game.yaml:616)"""
    begin_action(state, p, 'reflect')
    find_inspiration_loop(state, p, INSPIRATION_COST)


def write_story_moves(state, p):
    """Every legal choice of arguments for 'write_story'."""
    if not (may_take_action(state, p, 'journal')):
        return []
    return [(story, tokens)
            for story in list(dict.fromkeys(c for c in p.unwritten))
            for tokens in subsets(p.memories, 1) if page_matches(state, p, story, tokens) and stars_of(state, p, tokens) + p.active >= page_cost(state, p)]


def write_story(state, p, story, tokens):
    """Journal: tuck an unwritten Story card under the journal, paying memories of at least 4 stars (2 for the first page), one of its type; Inspiration counts as stars. (definitions/trail-story-america/game.yaml:630)"""
    begin_action(state, p, 'journal')
    short = max(page_cost(state, p) - stars_of(state, p, tokens), 0)
    if meditation(state, p):
        state.g.meditated = True
    set_active(state, p, p.active - short)
    move_card(p.unwritten, p.journal_pages, story)
    for t in tokens:
        move_card(p.memories, state.g.story_bag, t)


def take_story_moves(state, p):
    """Every legal choice of arguments for 'take_story'."""
    return [(story,) for story in (list(dict.fromkeys(c for c in state.players[state.g.bond_from].unwritten)) if state.g.bond_from >= 0 else ())]


def take_story(state, p, story):
    """Bond: the Wanderer takes any one unwritten Story card from the visitor. (definitions/trail-story-america/game.yaml:641)"""
    move_card(state.players[state.g.bond_from].unwritten, p.unwritten, story)
    state.g.bond_from = -1
    next_visitor(state, p)


def forget_moves(state, p):
    """Every legal choice of arguments for 'forget'."""
    if not (state.g.stage == 'wrap' and len(p.memories) > memory_room(state, p)):
        return []
    return [(token,) for token in list(dict.fromkeys(t for t in p.memories))]


def forget(state, p, token):
    """End of the turn: with more memories than Memory spaces, forget one (back to the bag). (definitions/trail-story-america/game.yaml:648)"""
    move_card(p.memories, state.g.story_bag, token)


def discard_item_moves(state, p):
    """Every legal choice of arguments for 'discard_item'."""
    if not (state.g.stage == 'wrap' and items_held(state, p) > item_room(state, p)):
        return []
    return [(item,) for item in ITEM_KINDS if p.items_[item] > 0]


def discard_item_allows(state, p, item):
    """Is this choice of arguments one 'discard_item' lists (its moves), tested alone?"""
    return (state.g.stage == 'wrap'
            and items_held(state, p) > item_room(state, p)
            and item in ITEM_KINDS
            and p.items_[item] > 0)


def discard_item(state, p, item):
    """End of the turn: with more Items than Item spaces, discard one. (definitions/trail-story-america/game.yaml:653)"""
    discard_item_token(state, p, item)


def end_turn_moves(state, p):
    """Every legal choice of arguments for 'end_turn'."""
    if not (state.g.stage == 'wrap' and len(p.memories) <= memory_room(state, p) and items_held(state, p) <= item_room(state, p)):
        return []
    return [()]


def end_turn(state, p):
    """The turn ends (every limit met); bonuses not taken are lost, but a Travel bonus may still be taken after it. (definitions/trail-story-america/game.yaml:658)"""
    if 'travel' in state.g.bonuses:
        after_turn(state, p)
    else:
        state.g.stage = 'over'


def skip_travel_moves(state, p):
    """Every legal choice of arguments for 'skip_travel'."""
    if not (state.g.stage == 'after_turn'):
        return []
    return [()]


def skip_travel(state, p):
    """The Wanderer does not take the Travel bonus. (definitions/trail-story-america/game.yaml:662)"""
    state.g.stage = 'over'


def stay_away_moves(state, p):
    """Every legal choice of arguments for 'stay_away'."""
    if not (state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0):
        return []
    return [()]


def stay_away(state, p):
    """The player does not visit the campsite. (definitions/trail-story-america/game.yaml:666)"""
    next_visitor(state, p)


def enjoy_company_moves(state, p):
    """Every legal choice of arguments for 'enjoy_company'."""
    if not (state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0):
        return []
    return [()]


def enjoy_company_allows(state, p):
    """Is this choice of arguments one 'enjoy_company' lists (its moves), tested alone?"""
    return (state.g.stage == 'visiting'
            and p.seat == state.g.visitor
            and state.g.bond_from < 0)


def enjoy_company(state, p):
    """Visit, Enjoy Company: gain 1 basic benefit. (definitions/trail-story-america/game.yaml:670)"""
    p.site = state.g.camp_site
    pick_benefits(state, p, 1, False)
    if state.pending is not None:
        later(state, 'enjoy_company_after_call')
        return
    enjoy_company_after_call(state, p)


def share_story_moves(state, p):
    """Every legal choice of arguments for 'share_story'."""
    if not (state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0):
        return []
    return [(story,) for story in list(dict.fromkeys(c for c in p.unwritten))]


def share_story_allows(state, p, story):
    """Is this choice of arguments one 'share_story' lists (its moves), tested alone?"""
    return (state.g.stage == 'visiting'
            and p.seat == state.g.visitor
            and state.g.bond_from < 0
            and story in list(dict.fromkeys(c for c in p.unwritten)))


def share_story(state, p, story):
    """Visit, Share a Story: give one unwritten Story card to the Wanderer; gain 2 basic benefits. (definitions/trail-story-america/game.yaml:677)"""
    p.site = state.g.camp_site
    move_card(p.unwritten, state.players[state.g.wanderer].unwritten, story)
    pick_benefits(state, p, 2, False)
    if state.pending is not None:
        later(state, 'share_story_after_call', story)
        return
    share_story_after_call(state, p, story)


def bond_moves(state, p):
    """Every legal choice of arguments for 'bond'."""
    if not (state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0 and len(p.unwritten) > 0):
        return []
    return [()]


def bond_allows(state, p):
    """Is this choice of arguments one 'bond' lists (its moves), tested alone?"""
    return (state.g.stage == 'visiting'
            and p.seat == state.g.visitor
            and state.g.bond_from < 0
            and len(p.unwritten) > 0)


def bond(state, p):
    """Visit, Bond: the Wanderer takes one of the visitor's unwritten Story cards; gain 3 benefits, basic or special. (definitions/trail-story-america/game.yaml:686)"""
    p.site = state.g.camp_site
    pick_benefits(state, p, 3, True)
    if state.pending is not None:
        later(state, 'bond_after_call')
        return
    bond_after_call(state, p)


def campsites_benefits_pine_grove_after_call(state, p):
    """The rest of 'campsites_benefits_pine_grove' after its call (definitions/trail-story-america/decks.yaml:1081)."""
    eat(state, p)


def campsites_benefits_mountain_hut_after_call(state, p):
    """The rest of 'campsites_benefits_mountain_hut' after its call (definitions/trail-story-america/decks.yaml:1083)."""
    eat(state, p)


def campsites_benefits_prairie_fire_after_call(state, p):
    """The rest of 'campsites_benefits_prairie_fire' after its call (definitions/trail-story-america/decks.yaml:1084)."""
    eat(state, p)


def draw_for_scout_taken(state, p, elsewhere, taken):
    """The rest of 'draw_for_scout' once 'taken' is chosen (definitions/trail-story-america/game.yaml:276)."""
    move_card(state.g.on_board, state.g.drawn, state.g.on_path[taken])
    state.g.on_path[taken] = None


def draw_for_scout_taken_options(state, p, elsewhere):
    """The options of 'taken' that 'draw_for_scout_taken' waits on (a save's are checked against them)."""
    return elsewhere


def place_token_token(state, p, x, token):
    """The rest of 'place_token' once 'token' is chosen (definitions/trail-story-america/game.yaml:290)."""
    move_card(state.g.drawn, state.g.on_board, token)
    state.g.on_path[x] = token


def place_token_token_options(state, p, x):
    """The options of 'token' that 'place_token_token' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(t for t in state.g.drawn))


def gain_experience_loop(state, p, amount, turns_left):
    """One turn of a loop of 'gain_experience' that waits for choices (definitions/trail-story-america/game.yaml:299)."""
    if turns_left <= 0:
        return
    if any(p.experience[s] < EXPERIENCE_LIMIT for s in SKILLS):
        ask(state, p, 'section_for', list(dict.fromkeys(s for s in SKILLS if p.experience[s] < EXPERIENCE_LIMIT)), 'gain_experience_section_for', amount, turns_left)
    else:
        gain_experience_loop(state, p, amount, turns_left - 1)


def gain_experience_section_for(state, p, amount, turns_left, section_for):
    """The rest of 'gain_experience' once 'section_for' is chosen (definitions/trail-story-america/game.yaml:299)."""
    p.experience[section_for] += 1
    gain_experience_loop(state, p, amount, turns_left - 1)


def gain_experience_section_for_options(state, p, amount, turns_left):
    """The options of 'section_for' that 'gain_experience_section_for' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(s for s in SKILLS if p.experience[s] < EXPERIENCE_LIMIT))


def gain_skill_loop(state, p, amount, turns_left):
    """One turn of a loop of 'gain_skill' that waits for choices (definitions/trail-story-america/game.yaml:309)."""
    if turns_left <= 0:
        return
    if any(skill_room(state, p, s) > 0 for s in SKILLS):
        ask(state, p, 'space_for', list(dict.fromkeys(s for s in SKILLS if skill_room(state, p, s) > 0)), 'gain_skill_space_for', amount, turns_left)
    else:
        gain_skill_loop(state, p, amount, turns_left - 1)


def gain_skill_space_for(state, p, amount, turns_left, space_for):
    """The rest of 'gain_skill' once 'space_for' is chosen (definitions/trail-story-america/game.yaml:309)."""
    p.skill_cubes[space_for] += 1
    gain_skill_loop(state, p, amount, turns_left - 1)


def gain_skill_space_for_options(state, p, amount, turns_left):
    """The options of 'space_for' that 'gain_skill_space_for' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(s for s in SKILLS if skill_room(state, p, s) > 0))


def fill_skill_filled(state, p, filled):
    """The rest of 'fill_skill' once 'filled' is chosen (definitions/trail-story-america/game.yaml:319)."""
    p.skill_cubes[filled] += skill_room(state, p, filled)


def fill_skill_filled_options(state, p):
    """The options of 'filled' that 'fill_skill_filled' waits on (a save's are checked against them)."""
    return SKILLS


def discard_item_token_card_lost(state, p, lost, card_lost):
    """The rest of 'discard_item_token' once 'card_lost' is chosen (definitions/trail-story-america/game.yaml:359)."""
    move_card(p.trinket_cards, state.g.trinket_discards, card_lost)


def discard_item_token_card_lost_options(state, p, lost):
    """The options of 'card_lost' that 'discard_item_token_card_lost' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(c for c in p.trinket_cards))


def lose_item_lost(state, p, lost):
    """The rest of 'lose_item' once 'lost' is chosen (definitions/trail-story-america/game.yaml:368)."""
    discard_item_token(state, p, lost)


def lose_item_lost_options(state, p):
    """The options of 'lost' that 'lose_item_lost' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(i for i in ITEM_KINDS if p.items_[i] > 0))


def trade_meat_for_story_trade(state, p, kind, trade):
    """The rest of 'trade_meat_for_story' once 'trade' is chosen (definitions/trail-story-america/game.yaml:385)."""
    if trade == 'discard_meat':
        give_back_item(state, p, 'meat')
        draw_story(state, p, kind)


def trade_meat_for_story_trade_options(state, p, kind):
    """The options of 'trade' that 'trade_meat_for_story_trade' waits on (a save's are checked against them)."""
    return ('keep_meat', 'discard_meat')


def settle_hope_choice(state, p, task, made_it, hope_choice):
    """The rest of 'settle' once 'hope_choice' is chosen (definitions/trail-story-america/game.yaml:425)."""
    if hope_choice == 'flip_hope':
        p.hope = False
        state.g.attempted = True
    if made_it or hope_choice == 'flip_hope':
        TASKS_SUCCESS[task](state, p)
        if state.pending is not None:
            later(state, 'settle_after_if', task, made_it, hope_choice)
            return
        settle_after_if(state, p, task, made_it, hope_choice)
    else:
        if task in TASKS_FAILURE:
            TASKS_FAILURE[task](state, p)
        if state.pending is not None:
            later(state, 'settle_after_if', task, made_it, hope_choice)
            return
        settle_after_if(state, p, task, made_it, hope_choice)


def settle_hope_choice_options(state, p, task, made_it):
    """The options of 'hope_choice' that 'settle_hope_choice' waits on (a save's are checked against them)."""
    return ('keep_hope', 'flip_hope') if p.hope and not made_it else ('keep_hope',)


def settle_after_if(state, p, task, made_it, hope_choice):
    """The rest of 'settle' after its if (definitions/trail-story-america/game.yaml:425)."""
    next_section(state, p)


def eat_loop(state, p, turns_taken_so_far):
    """One turn of a loop of 'eat' that waits for choices (definitions/trail-story-america/game.yaml:460)."""
    if not (any(p.items_[f] > 0 and ITEM_KINDS[f]["food"] for f in ITEM_KINDS)):
        return
    turns_taken_so_far = loop_turn(state, p, turns_taken_so_far, 40, 'definitions/trail-story-america/game.yaml:462:7')
    ask(state, p, 'food', [*list(dict.fromkeys(f for f in ITEM_KINDS if ITEM_KINDS[f]["food"] and p.items_[f] > 0)), 'done_eating'], 'eat_food', turns_taken_so_far)


def eat_food(state, p, turns_taken_so_far, food):
    """The rest of 'eat' once 'food' is chosen (definitions/trail-story-america/game.yaml:460)."""
    if food == 'done_eating':
        return
    else:
        eat_after_if(state, p, turns_taken_so_far, food)


def eat_food_options(state, p, turns_taken_so_far):
    """The options of 'food' that 'eat_food' waits on (a save's are checked against them)."""
    return [*list(dict.fromkeys(f for f in ITEM_KINDS if ITEM_KINDS[f]["food"] and p.items_[f] > 0)), 'done_eating']


def eat_after_if(state, p, turns_taken_so_far, food):
    """The rest of 'eat' after its if (definitions/trail-story-america/game.yaml:460)."""
    give_back_item(state, p, food)
    if food == 'nuts_and_berries':
        gain_skill(state, p, 1)
        if state.pending is not None:
            later(state, 'eat_after_call', turns_taken_so_far, food)
            return
        eat_after_call(state, p, turns_taken_so_far, food)
    elif food == 'fish':
        gain_skill(state, p, 2)
        if state.pending is not None:
            later(state, 'eat_loop', turns_taken_so_far)
            return
        eat_loop(state, p, turns_taken_so_far)
    else:
        fill_skill(state, p)
        if state.pending is not None:
            later(state, 'eat_loop', turns_taken_so_far)
            return
        eat_loop(state, p, turns_taken_so_far)


def eat_after_call(state, p, turns_taken_so_far, food):
    """The rest of 'eat' after its call (definitions/trail-story-america/game.yaml:460)."""
    restore(state, p, 2)
    eat_loop(state, p, turns_taken_so_far)


def move_forward_next_site(state, p, next_site):
    """The rest of 'move_forward' once 'next_site' is chosen (definitions/trail-story-america/game.yaml:476)."""
    if next_site != 'stay_here':
        p.site = next_site


def move_forward_next_site_options(state, p):
    """The options of 'next_site' that 'move_forward_next_site' waits on (a save's are checked against them)."""
    return [*neighbours(state, p), 'stay_here']


def pick_benefits_after_loop(state, p, amount, special_ok):
    """The rest of 'pick_benefits' after its loop (definitions/trail-story-america/game.yaml:490)."""
    for i in CAMP_ICONS:
        if i in state.g.taken_icons:
            state.g.taken_icons.discard(i)


def pick_benefits_loop(state, p, amount, special_ok, turns_left):
    """One turn of a loop of 'pick_benefits' that waits for choices (definitions/trail-story-america/game.yaml:490)."""
    if turns_left <= 0:
        pick_benefits_after_loop(state, p, amount, special_ok)
        return
    open_ = list(dict.fromkeys(i for i in CAMP_ICONS if CAMP_ICONS[i]["camp"] == state.g.camp_card[0] and i not in state.g.taken_icons and (special_ok or not CAMP_ICONS[i]["special"])))
    if len(open_) > 0:
        ask(state, p, 'icon', open_, 'pick_benefits_icon', amount, special_ok, turns_left, open_)
    else:
        pick_benefits_loop(state, p, amount, special_ok, turns_left - 1)


def pick_benefits_icon(state, p, amount, special_ok, turns_left, open_, icon):
    """The rest of 'pick_benefits' once 'icon' is chosen (definitions/trail-story-america/game.yaml:490)."""
    state.g.taken_icons.add(icon)
    apply_benefit(state, p, CAMP_ICONS[icon]["benefit"])
    if state.pending is not None:
        later(state, 'pick_benefits_loop', amount, special_ok, turns_left - 1)
        return
    pick_benefits_loop(state, p, amount, special_ok, turns_left - 1)


def pick_benefits_icon_options(state, p, amount, special_ok, turns_left, open_):
    """The options of 'icon' that 'pick_benefits_icon' waits on (a save's are checked against them)."""
    return open_


def scout_after_loop(state, p, empty):
    """The rest of 'scout' after its loop (definitions/trail-story-america/game.yaml:545)."""
    gained = len(state.g.drawn)
    scout_loop(state, p, empty, gained, list(empty), 0)


def scout_after_loop_2(state, p, empty, gained):
    """The rest of 'scout' after its loop (definitions/trail-story-america/game.yaml:545)."""
    gain_experience(state, p, gained)
    if state.pending is not None:
        later(state, 'scout_after_call', empty, gained)
        return
    scout_after_call(state, p, empty, gained)


def scout_after_call(state, p, empty, gained):
    """The rest of 'scout' after its call (definitions/trail-story-america/game.yaml:545)."""
    if SITES[p.site]["terrain"] == 'forest' and 'forest' in p.talents:
        gain_item(state, p, 'nuts_and_berries')
    if SITES[p.site]["terrain"] == 'river' and 'river' in p.talents:
        gain_item(state, p, 'fish')


def scout_loop(state, p, empty, gained, items, position):
    """One turn of a loop of 'scout' that waits for choices (definitions/trail-story-america/game.yaml:545)."""
    if position >= len(items):
        scout_after_loop_2(state, p, empty, gained)
        return
    x = items[position]
    place_token(state, p, x)
    if state.pending is not None:
        later(state, 'scout_loop', empty, gained, items, position + 1)
        return
    scout_loop(state, p, empty, gained, items, position + 1)


def scout_loop_2(state, p, empty, turns_left):
    """One turn of a loop of 'scout' that waits for choices (definitions/trail-story-america/game.yaml:545)."""
    if turns_left <= 0:
        scout_after_loop(state, p, empty)
        return
    draw_for_scout(state, p)
    if state.pending is not None:
        later(state, 'scout_loop_2', empty, turns_left - 1)
        return
    scout_loop_2(state, p, empty, turns_left - 1)


def travel_taken(state, p, walk, taken):
    """The rest of 'travel' once 'taken' is chosen (definitions/trail-story-america/game.yaml:557)."""
    move_card(state.g.on_board, state.g.telling, state.g.on_path[taken])
    state.g.on_path[taken] = None
    state.g.stage = 'story'
    draw_story(state, p, STORY_TOKENS[state.g.telling[0]]["kind"])
    if len(state.g.open_stories) == 0:
        finish_story(state, p)


def travel_taken_options(state, p, walk):
    """The options of 'taken' that 'travel_taken' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(x for x in walk if state.g.on_path[x] is not None))


def camp_after_card(state, p, campsite):
    """The rest of 'camp' after its card (definitions/trail-story-america/game.yaml:591)."""
    if SITES[p.site]["terrain"] == 'meadow' and 'meadow' in p.talents:
        pick_benefits(state, p, 1, False)
        if state.pending is not None:
            later(state, 'camp_after_if', campsite)
            return
        camp_after_if(state, p, campsite)
    else:
        camp_after_if(state, p, campsite)


def camp_after_if(state, p, campsite):
    """The rest of 'camp' after its if (definitions/trail-story-america/game.yaml:591)."""
    state.g.visitor = state.g.wanderer
    next_visitor(state, p)


def find_inspiration_after_loop(state, p):
    """The rest of 'find_inspiration' after its loop (definitions/trail-story-america/game.yaml:616)."""
    p.inspired.add(SITES[p.site]["terrain"])
    set_crystals(state, p, state.g.crystals - 1)
    p.inspiration += 1
    set_active(state, p, p.inspiration)
    familiarity(state, p)


def find_inspiration_loop(state, p, turns_left):
    """One turn of a loop of 'find_inspiration' that waits for choices (definitions/trail-story-america/game.yaml:616)."""
    if turns_left <= 0:
        find_inspiration_after_loop(state, p)
        return
    ask(state, p, 'spent_from', list(dict.fromkeys(s for s in SKILLS if p.experience[s] > 0)), 'find_inspiration_spent_from', turns_left)


def find_inspiration_spent_from(state, p, turns_left, spent_from):
    """The rest of 'find_inspiration' once 'spent_from' is chosen (definitions/trail-story-america/game.yaml:616)."""
    p.experience[spent_from] -= 1
    find_inspiration_loop(state, p, turns_left - 1)


def find_inspiration_spent_from_options(state, p, turns_left):
    """The options of 'spent_from' that 'find_inspiration_spent_from' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(s for s in SKILLS if p.experience[s] > 0))


def enjoy_company_after_call(state, p):
    """The rest of 'enjoy_company' after its call (definitions/trail-story-america/game.yaml:670)."""
    next_visitor(state, p)


def share_story_after_call(state, p, story):
    """The rest of 'share_story' after its call (definitions/trail-story-america/game.yaml:677)."""
    next_visitor(state, p)


def bond_after_call(state, p):
    """The rest of 'bond' after its call (definitions/trail-story-america/game.yaml:686)."""
    state.g.bond_from = p.seat



# ---------------------------------------------------------------- decisions


def setup_start_choices(state, p):
    """Every legal move of step 'start', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trail-story-america/game.yaml:736).
    """
    groups = []
    sites_in_play = state.g.sites_in_play
    if p.seat == state.g.picker:
        start_at_options = []
        for start_site in SITES:
            start_site_row = SITES[start_site]
            if start_site in sites_in_play and (start_site_row["row"] == 1 or start_site_row["row"] == 4 or start_site_row["col"] == 0 or start_site_row["col"] == (3 if len(state.players) >= 3 else 2)) and all(q.site != start_site for q in state.players):
                start_at_options.append((start_site,))
        if start_at_options:
            groups.append(('start_at', start_at_options))
    return groups


def round_act_choices(state, p):
    """Every legal move of step 'act', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trail-story-america/game.yaml:745).
    """
    groups = []
    goes_on__scout = 'scout' == 'reflect' and state.g.reflecting or 'scout' == 'journal' and state.g.journaling
    bonus_now__scout = state.g.stage == 'after_turn' if 'scout' == 'travel' else state.g.stage == 'wrap' and ('scout' in state.g.bonuses or goes_on__scout)
    may_take_action_scout = state.g.stage == 'start' or bonus_now__scout
    if may_take_action_scout:
        groups.append(('scout', [()]))
    goes_on__travel = 'travel' == 'reflect' and state.g.reflecting or 'travel' == 'journal' and state.g.journaling
    bonus_now__travel = state.g.stage == 'after_turn' if 'travel' == 'travel' else state.g.stage == 'wrap' and ('travel' in state.g.bonuses or goes_on__travel)
    may_take_action_travel = state.g.stage == 'start' or bonus_now__travel
    on_path = state.g.on_path
    if may_take_action_travel:
        travel_options = []
        my_movement = TRACKS['movement_spaces']["spaces"] - p.wanderlust['movement_spaces']
        for walk in walks(state.g.paths_in_play, p.site, my_movement, PATHS):
            if any(on_path[x] is not None for x in walk):
                travel_options.append((walk,))
        if travel_options:
            groups.append(('travel', travel_options))
    goes_on__camp = 'camp' == 'reflect' and state.g.reflecting or 'camp' == 'journal' and state.g.journaling
    bonus_now__camp = state.g.stage == 'after_turn' if 'camp' == 'travel' else state.g.stage == 'wrap' and ('camp' in state.g.bonuses or goes_on__camp)
    may_take_action_camp = state.g.stage == 'start' or bonus_now__camp
    if may_take_action_camp:
        groups.append(('camp', [()]))
    goes_on__reflect = 'reflect' == 'reflect' and state.g.reflecting or 'reflect' == 'journal' and state.g.journaling
    bonus_now__reflect = state.g.stage == 'after_turn' if 'reflect' == 'travel' else state.g.stage == 'wrap' and ('reflect' in state.g.bonuses or goes_on__reflect)
    may_take_action_reflect = state.g.stage == 'start' or bonus_now__reflect
    wanderlust = p.wanderlust
    experience = p.experience
    rows_used = state.g.rows_used
    if may_take_action_reflect and (state.g.haven_site == p.site or all(q.havens[p.site] == 0 for q in state.players)):
        find_haven_options = []
        for track in TRACKS:
            track_row = TRACKS[track]
            if wanderlust[track] > 0 and experience[track_row["row"]] >= HAVEN_COST and track_row["row"] not in rows_used:
                find_haven_options.append((track,))
        if find_haven_options:
            groups.append(('find_haven', find_haven_options))
    if may_take_action_reflect and SITES[p.site]["inspiration"] and SITES[p.site]["terrain"] not in p.inspired and sum(p.experience[s] for s in SKILLS) >= INSPIRATION_COST and state.g.crystals > 0:
        groups.append(('find_inspiration', [()]))
    goes_on__journal = 'journal' == 'reflect' and state.g.reflecting or 'journal' == 'journal' and state.g.journaling
    bonus_now__journal = state.g.stage == 'after_turn' if 'journal' == 'travel' else state.g.stage == 'wrap' and ('journal' in state.g.bonuses or goes_on__journal)
    may_take_action_journal = state.g.stage == 'start' or bonus_now__journal
    memories = p.memories
    site = p.site
    talents = p.talents
    meditated = state.g.meditated
    active = p.active
    journal_pages = p.journal_pages
    if may_take_action_journal:
        write_story_options = []
        part_tokens = {}
        for story in list(dict.fromkeys(c for c in p.unwritten)):
            for tokens in subsets(memories, 1):
                row_terrain = SITES[site]["terrain"]
                my_meditation = row_terrain == 'mountain' and 'mountain' in talents and not meditated
                if (my_meditation or any(STORY_TOKENS[t]["kind"] == STORIES[story]["kind"] for t in tokens)) and (part_tokens[tokens] if tokens in part_tokens else part_tokens.setdefault(tokens, sum(STORY_TOKENS[t]["difficulty"] for t in tokens) + active >= (FIRST_PAGE_STARS if len(journal_pages) == 0 else PAGE_STARS) - (1 if my_meditation else 0))):
                    write_story_options.append((story, tokens))
        if write_story_options:
            groups.append(('write_story', write_story_options))
    skill_cubes = p.skill_cubes
    attempt_options = []
    my_current_tasks = list(dict.fromkeys(t for t in TASKS if TASKS[t]["story"] == state.g.open_stories[0] and TASKS[t]["section"] == state.g.section)) if state.g.stage == 'story' else ()
    for task in my_current_tasks:
        for skill_used in SKILLS:
            task_skill = TASKS[task]["skill"]
            if not ((task_skill == 'any_skill' or task_skill == skill_used)):
                continue
            for cubes in range(0, 5):
                if not (cubes <= skill_cubes[skill_used] and (cubes > 0 or skill_used == ('intelligence' if task_skill == 'any_skill' else task_skill))):
                    continue
                for spent in range(0, 5):
                    if spent <= active and cubes + spent >= 1 and cubes + spent <= MAX_DICE:
                        attempt_options.append((task, skill_used, cubes, spent))
    if attempt_options:
        groups.append(('attempt', attempt_options))
    pass_task_options = []
    my_current_tasks_2 = list(dict.fromkeys(t for t in TASKS if TASKS[t]["story"] == state.g.open_stories[0] and TASKS[t]["section"] == state.g.section)) if state.g.stage == 'story' else ()
    for task in my_current_tasks_2:
        pass_task_options.append((task,))
    if pass_task_options:
        groups.append(('pass_task', pass_task_options))
    take_story_options = []
    for story in (list(dict.fromkeys(c for c in state.players[state.g.bond_from].unwritten)) if state.g.bond_from >= 0 else ()):
        take_story_options.append((story,))
    if take_story_options:
        groups.append(('take_story', take_story_options))
    if state.g.stage == 'wrap' and len(p.memories) > TRACKS['memory_spaces']["spaces"] - p.wanderlust['memory_spaces']:
        forget_options = []
        for token in list(dict.fromkeys(t for t in p.memories)):
            forget_options.append((token,))
        if forget_options:
            groups.append(('forget', forget_options))
    my_items_held = sum(tokens_for(state, p, i, p.items_[i]) for i in ITEM_KINDS)
    items = p.items_
    if state.g.stage == 'wrap' and my_items_held > TRACKS['item_spaces']["spaces"] - p.wanderlust['item_spaces']:
        discard_item_options = []
        for item in ITEM_KINDS:
            if items[item] > 0:
                discard_item_options.append((item,))
        if discard_item_options:
            groups.append(('discard_item', discard_item_options))
    if state.g.stage == 'wrap' and len(p.memories) <= TRACKS['memory_spaces']["spaces"] - p.wanderlust['memory_spaces'] and my_items_held <= TRACKS['item_spaces']["spaces"] - p.wanderlust['item_spaces']:
        groups.append(('end_turn', [()]))
    if state.g.stage == 'after_turn':
        groups.append(('skip_travel', [()]))
    return groups


def round_visit_choices(state, p):
    """Every legal move of step 'visit', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trail-story-america/game.yaml:750).
    """
    groups = []
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0:
        groups.append(('stay_away', [()]))
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0:
        groups.append(('enjoy_company', [()]))
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0:
        share_story_options = []
        for story in list(dict.fromkeys(c for c in p.unwritten)):
            share_story_options.append((story,))
        if share_story_options:
            groups.append(('share_story', share_story_options))
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0 and len(p.unwritten) > 0:
        groups.append(('bond', [()]))
    return groups


# ---------------------------------------------------------------- flow


def setup_board(state, p):
    """Setup: board (definitions/trail-story-america/game.yaml:697)"""
    for s in SITES:
        if SITES[s]["piece"] == 'large' or SITES[s]["piece"] == state.options["west_piece"] or len(state.players) >= 3 and SITES[s]["piece"] == state.options["east_piece"]:
            state.g.sites_in_play.add(s)
    for x in PATHS:
        if PATHS[x]["from"] in state.g.sites_in_play and PATHS[x]["to"] in state.g.sites_in_play:
            state.g.paths_in_play.add(x)
    for x in PATHS:
        if x in state.g.paths_in_play and PATHS[x]["dot"]:
            place_from_bag(state, p, x)
    for k in STORY_KINDS:
        draw(state, state.g.all_stories, state.g.story_decks[k], 20, lambda card: STORIES[card]["kind"] == k)
        shuffle(state, state.g.story_decks[k])
    shuffle(state, state.g.ability_deck)
    shuffle(state, state.g.trinket_deck)
    shuffle(state, state.g.despair_deck)
    shuffle(state, state.g.campsite_deck)


def setup_placards(state, p):
    """Setup: placards (definitions/trail-story-america/game.yaml:718)"""
    p.wanderlust['movement_spaces'] = 3
    set_crystals(state, p, state.g.crystals - p.inspiration)
    if p.seat == 1:
        p.experience['intelligence'] = 1
    elif p.seat == 2:
        p.experience['strength'] = 1
        p.experience['agility'] = 1
    elif p.seat == 3:
        for s in SKILLS:
            p.experience[s] = 1


def setup_first_picker(state, p):
    """Setup: first_picker (definitions/trail-story-america/game.yaml:730)"""
    state.g.picker = len(state.players) - 1


def setup_starting_sites_until(state, p):
    """Setup: are the steps of starting_sites done? (definitions/trail-story-america/game.yaml:732)"""
    return state.g.picker < 0


def round_wanderer(state, p):
    """Round: wanderer (definitions/trail-story-america/game.yaml:738)"""
    state.g.wanderer = p.seat


def round_turn_until(state, p):
    """Round: are the steps of turn done? (definitions/trail-story-america/game.yaml:740)"""
    return state.g.stage == 'over'


def start_round(state):
    """What resets at the start of every round."""
    pass


def start_turn(state):
    """What resets at the start of every turn."""
    state.g.stage = 'start'
    state.g.bonuses = set()
    state.g.reflecting = False
    state.g.journaling = False
    state.g.meditated = False
    state.g.rows_used = set()
    state.g.haven_site = None


def is_active(state, p):
    """May this player still take decisions?"""
    return True


def game_ends(state):
    """Checked at the end of every round."""
    return False


# ---------------------------------------------------------------- scoring


def score_havens(state, p):
    """Each Haven (site): 1 (definitions/trail-story-america/game.yaml:756)"""
    return haven_count(state, p)


def score_wanderlust(state, p):
    """Each Wanderlust token at a site: 1 (definitions/trail-story-america/game.yaml:757)"""
    return sum(p.havens[s] for s in SITES)


def score_journal(state, p):
    """Each journaled card: 1 (definitions/trail-story-america/game.yaml:758)"""
    return len(p.journal_pages)


def score_journal_bonus(state, p):
    """Journal bonuses (definitions/trail-story-america/game.yaml:759)"""
    return sum(STORIES_BONUS[c](state, p) for c in p.journal_pages)


def score_items(state, p):
    """Each Item (Trinket and Food): 1 (definitions/trail-story-america/game.yaml:760)"""
    return sum(p.items_[i] for i in ITEM_KINDS)


def score_resources(state, p):
    """Each 3 remaining resources (Skill, Experience, active Inspiration, stars on memories): 1 (definitions/trail-story-america/game.yaml:761)"""
    return resources(state, p) // RESOURCES_PER_POINT


def score_despair(state, p):
    """Despair cards (definitions/trail-story-america/game.yaml:762)"""
    return sum(DESPAIR_CARDS_POINTS[d](state, p) for d in p.despair_hand)


def total_score(state, p):
    return score_havens(state, p) + score_wanderlust(state, p) + score_journal(state, p) + score_journal_bonus(state, p) + score_items(state, p) + score_resources(state, p) + score_despair(state, p)


def end_trigger(state, p):
    """Checked at the end of every turn: does this turn trigger the end of the game?"""
    return end_triggered(state, p)


def tiebreak_1(state, p):
    """Tie-break 1: the higher value wins a tie on points."""
    return len(p.journal_pages) + len(p.unwritten)


def is_eligible(state, p):
    """May this player win?"""
    return True


# ---------------------------------------------------------------- state
# a player's fields and the shared ones, each the slot of a record (`p.energy`; runtime/records.py)
Shared = record_type("Shared", ('rolled', 'sites_in_play', 'paths_in_play', 'story_bag', 'drawn', 'on_board', 'on_path', 'telling', 'all_stories', 'story_decks', 'open_stories', 'section', 'attempted', 'stopped', 'ability_deck', 'trinket_deck', 'despair_deck', 'campsite_deck', 'offered_abilities', 'offered_trinkets', 'ability_discards', 'trinket_discards', 'camp_card', 'camp_site', 'supply', 'crystals', 'stage', 'bonuses', 'reflecting', 'journaling', 'meditated', 'rows_used', 'haven_site', 'taken_icons', 'wanderer', 'visitor', 'bond_from', 'picker',))
Player = record_type("Player", ('seat', 'site', 'skill_cubes', 'experience', 'wanderlust', 'havens', 'talents', 'inspired', 'inspiration', 'active', 'hope', 'memories', 'items', 'ability_cards', 'trinket_cards', 'despair_hand', 'unwritten', 'journal_pages',))


def new_globals(state):
    return Shared.of({
        'rolled': dict.fromkeys(DICE, 1),
        'sites_in_play': set(),
        'paths_in_play': set(),
        'story_bag': [card for card in STORY_TOKENS for _ in range(STORY_TOKENS[card]["copies"])],
        'drawn': [],
        'on_board': [],
        'on_path': dict.fromkeys(PATHS, None),
        'telling': [],
        'all_stories': list(STORIES),
        'story_decks': {key: [] for key in STORY_KINDS},
        'open_stories': [],
        'section': 1,
        'attempted': False,
        'stopped': False,
        'ability_deck': list(ABILITIES),
        'trinket_deck': list(TRINKETS),
        'despair_deck': list(DESPAIR_CARDS),
        'campsite_deck': list(CAMPSITES),
        'offered_abilities': [],
        'offered_trinkets': [],
        'ability_discards': [],
        'trinket_discards': [],
        'camp_card': [],
        'camp_site': None,
        'supply': dict.fromkeys(ITEM_KINDS, 8),
        'crystals': 24,
        'stage': 'start',
        'bonuses': set(),
        'reflecting': False,
        'journaling': False,
        'meditated': False,
        'rows_used': set(),
        'haven_site': None,
        'taken_icons': set(),
        'wanderer': 0,
        'visitor': -1,
        'bond_from': -1,
        'picker': -1,
    })


def new_player(state, seat):
    return Player.of({
        "seat": seat,
        'site': None,
        'skill_cubes': dict.fromkeys(SKILLS, 1),
        'experience': dict.fromkeys(SKILLS, 0),
        'wanderlust': dict.fromkeys(TRACKS, 2),
        'havens': dict.fromkeys(SITES, 0),
        'talents': set(),
        'inspired': set(),
        'inspiration': 2,
        'active': 2,
        'hope': True,
        'memories': [],
        'items': dict.fromkeys(ITEM_KINDS, 0),
        'ability_cards': [],
        'trinket_cards': [],
        'despair_hand': [],
        'unwritten': [],
        'journal_pages': [],
    })


def copy_player(p):
    """A copy of a player's fields, slot by slot, that shares no container with the original."""
    q = Player.blank()
    q.seat = p.seat
    q.site = p.site
    q.skill_cubes = dict(p.skill_cubes)
    q.experience = dict(p.experience)
    q.wanderlust = dict(p.wanderlust)
    q.havens = dict(p.havens)
    q.talents = set(p.talents)
    q.inspired = set(p.inspired)
    q.inspiration = p.inspiration
    q.active = p.active
    q.hope = p.hope
    q.memories = list(p.memories)
    q.items_ = dict(p.items_)
    q.ability_cards = list(p.ability_cards)
    q.trinket_cards = list(p.trinket_cards)
    q.despair_hand = list(p.despair_hand)
    q.unwritten = list(p.unwritten)
    q.journal_pages = list(p.journal_pages)
    return q


def copy_globals(g):
    """A copy of the shared fields, slot by slot, that shares no container with the original."""
    q = Shared.blank()
    q.rolled = dict(g.rolled)
    q.sites_in_play = set(g.sites_in_play)
    q.paths_in_play = set(g.paths_in_play)
    q.story_bag = list(g.story_bag)
    q.drawn = list(g.drawn)
    q.on_board = list(g.on_board)
    q.on_path = dict(g.on_path)
    q.telling = list(g.telling)
    q.all_stories = list(g.all_stories)
    q.story_decks = copy_piles(g.story_decks)
    q.open_stories = list(g.open_stories)
    q.section = g.section
    q.attempted = g.attempted
    q.stopped = g.stopped
    q.ability_deck = list(g.ability_deck)
    q.trinket_deck = list(g.trinket_deck)
    q.despair_deck = list(g.despair_deck)
    q.campsite_deck = list(g.campsite_deck)
    q.offered_abilities = list(g.offered_abilities)
    q.offered_trinkets = list(g.offered_trinkets)
    q.ability_discards = list(g.ability_discards)
    q.trinket_discards = list(g.trinket_discards)
    q.camp_card = list(g.camp_card)
    q.camp_site = g.camp_site
    q.supply = dict(g.supply)
    q.crystals = g.crystals
    q.stage = g.stage
    q.bonuses = set(g.bonuses)
    q.reflecting = g.reflecting
    q.journaling = g.journaling
    q.meditated = g.meditated
    q.rows_used = set(g.rows_used)
    q.haven_site = g.haven_site
    q.taken_icons = set(g.taken_icons)
    q.wanderer = g.wanderer
    q.visitor = g.visitor
    q.bond_from = g.bond_from
    q.picker = g.picker
    return q


GAME = GameRules(
    id=GAME_ID,
    name=GAME_NAME,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    new_globals=new_globals,
    new_player=new_player,
    copy_player=copy_player,
    copy_globals=copy_globals,
    player_record=Player,
    shared_record=Shared,
    start_round=start_round,
    start_turn=start_turn,
    setup=(
        Step('do', 'board', run=setup_board, draws=True),
        Step('each_player', 'placards', run=setup_placards),
        Step('do', 'first_picker', run=setup_first_picker),
        Step('decide', 'start', actions=('start_at',), who='each', choices=setup_start_choices, at='definitions/trail-story-america/game.yaml:736:11'),
        Step('until', 'starting_sites', run=setup_starting_sites_until, back=1, bound=8, at='definitions/trail-story-america/game.yaml:734:7'),
    ),
    round=(
        Step('do', 'wanderer', run=round_wanderer),
        Step('decide', 'act', actions=('scout', 'travel', 'camp', 'find_haven', 'find_inspiration', 'write_story', 'attempt', 'pass_task', 'take_story', 'forget', 'discard_item', 'end_turn', 'skip_travel'), who='turn', auto='single', choices=round_act_choices, at='definitions/trail-story-america/game.yaml:744:11'),
        Step('decide', 'visit', actions=('stay_away', 'enjoy_company', 'share_story', 'bond'), who='each', auto='single', choices=round_visit_choices, at='definitions/trail-story-america/game.yaml:750:11'),
        Step('until', 'turn', run=round_turn_until, back=2, bound=400, at='definitions/trail-story-america/game.yaml:742:7'),
    ),
    actions={
        'start_at': Action('start_at', ('start_site',), start_at_moves, start_at),
        'scout': Action('scout', (), scout_moves, scout, asks=True, allows=scout_allows),
        'travel': Action('travel', ('walk',), travel_moves, travel, asks=True, allows=travel_allows),
        'attempt': Action('attempt', ('task', 'skill_used', 'cubes', 'spent'), attempt_moves, attempt, asks=True, allows=attempt_allows),
        'pass_task': Action('pass_task', ('task',), pass_task_moves, pass_task, asks=True, allows=pass_task_allows),
        'camp': Action('camp', (), camp_moves, camp, asks=True, allows=camp_allows),
        'find_haven': Action('find_haven', ('track',), find_haven_moves, find_haven),
        'find_inspiration': Action('find_inspiration', (), find_inspiration_moves, find_inspiration, asks=True, allows=find_inspiration_allows),
        'write_story': Action('write_story', ('story', 'tokens'), write_story_moves, write_story),
        'take_story': Action('take_story', ('story',), take_story_moves, take_story),
        'forget': Action('forget', ('token',), forget_moves, forget),
        'discard_item': Action('discard_item', ('item',), discard_item_moves, discard_item, asks=True, allows=discard_item_allows),
        'end_turn': Action('end_turn', (), end_turn_moves, end_turn),
        'skip_travel': Action('skip_travel', (), skip_travel_moves, skip_travel),
        'stay_away': Action('stay_away', (), stay_away_moves, stay_away),
        'enjoy_company': Action('enjoy_company', (), enjoy_company_moves, enjoy_company, asks=True, allows=enjoy_company_allows),
        'share_story': Action('share_story', ('story',), share_story_moves, share_story, asks=True, allows=share_story_allows),
        'bond': Action('bond', (), bond_moves, bond, asks=True, allows=bond_allows),
    },
    action_domains={
        'start_at': (('values', ('r1c1', 'r1c2', 'r2c1', 'r2c2', 'r3c1', 'r3c2', 'r4c1', 'r4c2', 'r1c0a', 'r2c0a', 'r3c0a', 'r4c0a', 'r1c0b', 'r2c0b', 'r3c0b', 'r4c0b', 'r1c3a', 'r2c3a', 'r3c3a', 'r4c3a', 'r1c3b', 'r2c3b', 'r3c3b', 'r4c3b')),),
        'scout': (),
        'travel': (('walks', 'paths', 4),),
        'attempt': (('values', ('farmer-1-1', 'farmer-1-2', 'farmer-1-3', 'river_crossing-1-1', 'river_crossing-2-1', 'river_crossing-2-2', 'foggy_swamp-1-1', 'foggy_swamp-2-1', 'foggy_swamp-2-2', 'cougar-1-1', 'cougar-2-1', 'lumberjack-1-1', 'lumberjack-1-2', 'grandmother-1-1', 'grandmother-1-2', 'storyteller-1-1', 'storyteller-1-2', 'cemetery-1-1', 'cemetery-2-1', 'cemetery-2-2', 'brown_bear-1-1', 'brown_bear-1-2', 'brown_bear-2-1', 'traveling_preacher-1-1', 'fur_trapper-1-1', 'fur_trapper-2-1', 'fur_trapper-2-2', 'schoolteacher-1-1', 'schoolteacher-1-2', 'schoolteacher-2-1', 'blacksmith-1-1', 'blacksmith-1-2', 'blacksmith-1-3', 'cowhand-1-1', 'cowhand-1-2', 'cowhand-1-3', 'cowhand-2-1', 'fiddler-1-1', 'fiddler-1-2', 'fiddler-1-3', 'fiddler-2-1', 'fiddler-2-2', 'prospector-1-1', 'prospector-1-2', 'prospector-1-3', 'ferryman-1-1', 'ferryman-1-2', 'ferryman-1-3', 'ferryman-2-1', 'ferryman-2-2', 'midwife-1-1', 'midwife-1-2', 'midwife-2-1', 'peddler-1-1', 'peddler-1-2', 'peddler-1-3', 'trail_cook-1-1', 'trail_cook-1-2', 'trail_cook-2-1', 'trail_cook-2-2', 'mapmaker-1-1', 'mapmaker-1-2', 'mapmaker-2-1', 'mapmaker-2-2', 'homesteader-1-1', 'homesteader-1-2', 'botanist-1-1', 'botanist-1-2', 'botanist-2-1', 'botanist-2-2', 'lighthouse_keeper-1-1', 'lighthouse_keeper-1-2', 'lighthouse_keeper-2-1', 'lighthouse_keeper-2-2', 'scout_guide-1-1', 'scout_guide-1-2', 'bandit-1-1', 'bandit-1-2', 'bandit-1-3', 'claim_jumper-1-1', 'claim_jumper-1-2', 'claim_jumper-2-1', 'claim_jumper-2-2', 'card_sharp-1-1', 'card_sharp-2-1', 'card_sharp-2-2', 'horse_thief-1-1', 'horse_thief-1-2', 'snake_oil_salesman-1-1', 'snake_oil_salesman-1-2', 'snake_oil_salesman-2-1', 'snake_oil_salesman-2-2', 'bounty_hunter-1-1', 'bounty_hunter-1-2', 'bounty_hunter-2-1', 'bounty_hunter-2-2', 'outlaw_gang-1-1', 'outlaw_gang-2-1', 'corrupt_sheriff-1-1', 'corrupt_sheriff-1-2', 'corrupt_sheriff-2-1', 'pickpocket-1-1', 'pickpocket-1-2', 'pickpocket-2-1', 'land_baron-1-1', 'bully-1-1', 'bully-1-2', 'bully-2-1', 'bully-2-2', 'highwayman-1-1', 'highwayman-2-1', 'highwayman-2-2', 'smuggler-1-1', 'smuggler-1-2', 'swindler-1-1', 'swindler-1-2', 'swindler-1-3', 'swindler-2-1', 'poacher-1-1', 'poacher-1-2', 'poacher-2-1', 'deserter-1-1', 'deserter-1-2', 'rustler-1-1', 'rustler-1-2', 'rustler-2-1', 'drifter-1-1', 'drifter-2-1', 'drifter-2-2', 'con_artist-1-1', 'con_artist-1-2', 'mutineer-1-1', 'mutineer-1-2', 'mutineer-1-3', 'mutineer-2-1', 'mutineer-2-2', 'rattlesnake-1-1', 'rattlesnake-1-2', 'bison_herd-1-1', 'bison_herd-2-1', 'wolf_pack-1-1', 'wolf_pack-1-2', 'wolf_pack-2-1', 'moose-1-1', 'coyote-1-1', 'coyote-2-1', 'coyote-2-2', 'bald_eagle-1-1', 'bald_eagle-1-2', 'bald_eagle-1-3', 'bald_eagle-2-1', 'bald_eagle-2-2', 'alligator-1-1', 'alligator-1-2', 'alligator-1-3', 'wild_boar-1-1', 'wild_boar-1-2', 'wild_boar-2-1', 'wild_boar-2-2', 'mountain_goat-1-1', 'mountain_goat-2-1', 'elk-1-1', 'elk-1-2', 'elk-1-3', 'raccoon-1-1', 'raccoon-1-2', 'raccoon-2-1', 'skunk-1-1', 'skunk-2-1', 'skunk-2-2', 'black_bear-1-1', 'beaver-1-1', 'beaver-2-1', 'bobcat-1-1', 'bobcat-1-2', 'bobcat-2-1', 'bobcat-2-2', 'porcupine-1-1', 'porcupine-1-2', 'wild_mustangs-1-1', 'wild_mustangs-1-2', 'wild_mustangs-1-3', 'wild_mustangs-2-1', 'wild_mustangs-2-2', 'grizzly-1-1', 'grizzly-1-2', 'grizzly-1-3', 'grizzly-2-1', 'grizzly-2-2', 'ghost_town-1-1', 'ghost_town-1-2', 'abandoned_mine-1-1', 'abandoned_mine-1-2', 'abandoned_mine-2-1', 'hidden_cave-1-1', 'hidden_cave-2-1', 'northern_lights-1-1', 'northern_lights-1-2', 'old_lighthouse-1-1', 'old_lighthouse-1-2', 'old_lighthouse-2-1', 'old_lighthouse-2-2', 'strange_tracks-1-1', 'strange_tracks-1-2', 'strange_tracks-2-1', 'strange_tracks-2-2', 'sinkhole-1-1', 'rockslide-1-1', 'rockslide-2-1', 'thunderstorm-1-1', 'thunderstorm-1-2', 'thunderstorm-2-1', 'desert_mirage-1-1', 'desert_mirage-1-2', 'petrified_forest-1-1', 'petrified_forest-2-1', 'hot_springs-1-1', 'hot_springs-1-2', 'hot_springs-2-1', 'canyon_echo-1-1', 'canyon_echo-1-2', 'wildfire-1-1', 'wildfire-2-1', 'blizzard-1-1', 'blizzard-1-2', 'blizzard-2-1', 'blizzard-2-2', 'lost_map-1-1', 'lost_map-1-2', 'shooting_star-1-1', 'shooting_star-2-1', 'shooting_star-2-2')), ('values', ('intelligence', 'strength', 'agility')), ('values', (0, 1, 2, 3, 4)), ('values', (0, 1, 2, 3, 4))),
        'pass_task': (('values', ('farmer-1-1', 'farmer-1-2', 'farmer-1-3', 'river_crossing-1-1', 'river_crossing-2-1', 'river_crossing-2-2', 'foggy_swamp-1-1', 'foggy_swamp-2-1', 'foggy_swamp-2-2', 'cougar-1-1', 'cougar-2-1', 'lumberjack-1-1', 'lumberjack-1-2', 'grandmother-1-1', 'grandmother-1-2', 'storyteller-1-1', 'storyteller-1-2', 'cemetery-1-1', 'cemetery-2-1', 'cemetery-2-2', 'brown_bear-1-1', 'brown_bear-1-2', 'brown_bear-2-1', 'traveling_preacher-1-1', 'fur_trapper-1-1', 'fur_trapper-2-1', 'fur_trapper-2-2', 'schoolteacher-1-1', 'schoolteacher-1-2', 'schoolteacher-2-1', 'blacksmith-1-1', 'blacksmith-1-2', 'blacksmith-1-3', 'cowhand-1-1', 'cowhand-1-2', 'cowhand-1-3', 'cowhand-2-1', 'fiddler-1-1', 'fiddler-1-2', 'fiddler-1-3', 'fiddler-2-1', 'fiddler-2-2', 'prospector-1-1', 'prospector-1-2', 'prospector-1-3', 'ferryman-1-1', 'ferryman-1-2', 'ferryman-1-3', 'ferryman-2-1', 'ferryman-2-2', 'midwife-1-1', 'midwife-1-2', 'midwife-2-1', 'peddler-1-1', 'peddler-1-2', 'peddler-1-3', 'trail_cook-1-1', 'trail_cook-1-2', 'trail_cook-2-1', 'trail_cook-2-2', 'mapmaker-1-1', 'mapmaker-1-2', 'mapmaker-2-1', 'mapmaker-2-2', 'homesteader-1-1', 'homesteader-1-2', 'botanist-1-1', 'botanist-1-2', 'botanist-2-1', 'botanist-2-2', 'lighthouse_keeper-1-1', 'lighthouse_keeper-1-2', 'lighthouse_keeper-2-1', 'lighthouse_keeper-2-2', 'scout_guide-1-1', 'scout_guide-1-2', 'bandit-1-1', 'bandit-1-2', 'bandit-1-3', 'claim_jumper-1-1', 'claim_jumper-1-2', 'claim_jumper-2-1', 'claim_jumper-2-2', 'card_sharp-1-1', 'card_sharp-2-1', 'card_sharp-2-2', 'horse_thief-1-1', 'horse_thief-1-2', 'snake_oil_salesman-1-1', 'snake_oil_salesman-1-2', 'snake_oil_salesman-2-1', 'snake_oil_salesman-2-2', 'bounty_hunter-1-1', 'bounty_hunter-1-2', 'bounty_hunter-2-1', 'bounty_hunter-2-2', 'outlaw_gang-1-1', 'outlaw_gang-2-1', 'corrupt_sheriff-1-1', 'corrupt_sheriff-1-2', 'corrupt_sheriff-2-1', 'pickpocket-1-1', 'pickpocket-1-2', 'pickpocket-2-1', 'land_baron-1-1', 'bully-1-1', 'bully-1-2', 'bully-2-1', 'bully-2-2', 'highwayman-1-1', 'highwayman-2-1', 'highwayman-2-2', 'smuggler-1-1', 'smuggler-1-2', 'swindler-1-1', 'swindler-1-2', 'swindler-1-3', 'swindler-2-1', 'poacher-1-1', 'poacher-1-2', 'poacher-2-1', 'deserter-1-1', 'deserter-1-2', 'rustler-1-1', 'rustler-1-2', 'rustler-2-1', 'drifter-1-1', 'drifter-2-1', 'drifter-2-2', 'con_artist-1-1', 'con_artist-1-2', 'mutineer-1-1', 'mutineer-1-2', 'mutineer-1-3', 'mutineer-2-1', 'mutineer-2-2', 'rattlesnake-1-1', 'rattlesnake-1-2', 'bison_herd-1-1', 'bison_herd-2-1', 'wolf_pack-1-1', 'wolf_pack-1-2', 'wolf_pack-2-1', 'moose-1-1', 'coyote-1-1', 'coyote-2-1', 'coyote-2-2', 'bald_eagle-1-1', 'bald_eagle-1-2', 'bald_eagle-1-3', 'bald_eagle-2-1', 'bald_eagle-2-2', 'alligator-1-1', 'alligator-1-2', 'alligator-1-3', 'wild_boar-1-1', 'wild_boar-1-2', 'wild_boar-2-1', 'wild_boar-2-2', 'mountain_goat-1-1', 'mountain_goat-2-1', 'elk-1-1', 'elk-1-2', 'elk-1-3', 'raccoon-1-1', 'raccoon-1-2', 'raccoon-2-1', 'skunk-1-1', 'skunk-2-1', 'skunk-2-2', 'black_bear-1-1', 'beaver-1-1', 'beaver-2-1', 'bobcat-1-1', 'bobcat-1-2', 'bobcat-2-1', 'bobcat-2-2', 'porcupine-1-1', 'porcupine-1-2', 'wild_mustangs-1-1', 'wild_mustangs-1-2', 'wild_mustangs-1-3', 'wild_mustangs-2-1', 'wild_mustangs-2-2', 'grizzly-1-1', 'grizzly-1-2', 'grizzly-1-3', 'grizzly-2-1', 'grizzly-2-2', 'ghost_town-1-1', 'ghost_town-1-2', 'abandoned_mine-1-1', 'abandoned_mine-1-2', 'abandoned_mine-2-1', 'hidden_cave-1-1', 'hidden_cave-2-1', 'northern_lights-1-1', 'northern_lights-1-2', 'old_lighthouse-1-1', 'old_lighthouse-1-2', 'old_lighthouse-2-1', 'old_lighthouse-2-2', 'strange_tracks-1-1', 'strange_tracks-1-2', 'strange_tracks-2-1', 'strange_tracks-2-2', 'sinkhole-1-1', 'rockslide-1-1', 'rockslide-2-1', 'thunderstorm-1-1', 'thunderstorm-1-2', 'thunderstorm-2-1', 'desert_mirage-1-1', 'desert_mirage-1-2', 'petrified_forest-1-1', 'petrified_forest-2-1', 'hot_springs-1-1', 'hot_springs-1-2', 'hot_springs-2-1', 'canyon_echo-1-1', 'canyon_echo-1-2', 'wildfire-1-1', 'wildfire-2-1', 'blizzard-1-1', 'blizzard-1-2', 'blizzard-2-1', 'blizzard-2-2', 'lost_map-1-1', 'lost_map-1-2', 'shooting_star-1-1', 'shooting_star-2-1', 'shooting_star-2-2')),),
        'camp': (),
        'find_haven': (('values', ('intelligence_spaces', 'strength_spaces', 'agility_spaces', 'memory_spaces', 'item_spaces', 'movement_spaces')),),
        'find_inspiration': (),
        'write_story': (('values', ('farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller', 'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand', 'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader', 'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief', 'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron', 'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist', 'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator', 'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine', 'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights', 'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage', 'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star')), ('places', 31)),
        'take_story': (('values', ('farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller', 'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand', 'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader', 'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief', 'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron', 'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist', 'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator', 'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine', 'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights', 'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage', 'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star')),),
        'forget': (('places', 5),),
        'discard_item': (('values', ('nuts_and_berries', 'fish', 'meat', 'trinket')),),
        'end_turn': (),
        'skip_travel': (),
        'stay_away': (),
        'enjoy_company': (),
        'share_story': (('values', ('farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller', 'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand', 'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader', 'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief', 'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron', 'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist', 'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator', 'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine', 'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights', 'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage', 'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star')),),
        'bond': (),
    },
    is_active=is_active,
    game_ends=game_ends,
    scoring=(
        ('havens', 'Each Haven (site): 1', score_havens),
        ('wanderlust', 'Each Wanderlust token at a site: 1', score_wanderlust),
        ('journal', 'Each journaled card: 1', score_journal),
        ('journal_bonus', 'Journal bonuses', score_journal_bonus),
        ('items', 'Each Item (Trinket and Food): 1', score_items),
        ('resources', 'Each 3 remaining resources (Skill, Experience, active Inspiration, stars on memories): 1', score_resources),
        ('despair', 'Despair cards', score_despair),
    ),
    total_score=total_score,
    is_eligible=is_eligible,
    solo_win=None,
    end_words={'end trigger': 'a player triggered the end (end triggered) and everyone took one final turn'},
    end_at={'end trigger': ('definitions/trail-story-america/game.yaml:752:12', 'end_triggered()')},
    set_fields={'player': ('talents', 'inspired'), 'global': ('sites_in_play', 'paths_in_play', 'bonuses', 'rows_used', 'taken_icons')},
    hidden_fields={'player': (), 'global': ('story_bag', 'all_stories', 'story_decks', 'ability_deck', 'trinket_deck', 'despair_deck', 'campsite_deck')},
    visibility={'player': {'site': 'everyone', 'skill_cubes': 'everyone', 'experience': 'everyone', 'wanderlust': 'everyone', 'havens': 'everyone', 'talents': 'everyone', 'inspired': 'everyone', 'inspiration': 'everyone', 'active': 'everyone', 'hope': 'everyone', 'memories': 'everyone', 'items': 'everyone', 'ability_cards': 'everyone', 'trinket_cards': 'everyone', 'despair_hand': 'everyone', 'unwritten': 'everyone', 'journal_pages': 'everyone'}, 'global': {'rolled': 'everyone', 'sites_in_play': 'everyone', 'paths_in_play': 'everyone', 'story_bag': 'nobody', 'drawn': 'everyone', 'on_board': 'everyone', 'on_path': 'everyone', 'telling': 'everyone', 'all_stories': 'nobody', 'story_decks': 'nobody', 'open_stories': 'everyone', 'section': 'everyone', 'attempted': 'everyone', 'stopped': 'everyone', 'ability_deck': 'nobody', 'trinket_deck': 'nobody', 'despair_deck': 'nobody', 'campsite_deck': 'nobody', 'offered_abilities': 'everyone', 'offered_trinkets': 'everyone', 'ability_discards': 'everyone', 'trinket_discards': 'everyone', 'camp_card': 'everyone', 'camp_site': 'everyone', 'supply': 'everyone', 'crystals': 'everyone', 'stage': 'everyone', 'bonuses': 'everyone', 'reflecting': 'everyone', 'journaling': 'everyone', 'meditated': 'everyone', 'rows_used': 'everyone', 'haven_site': 'everyone', 'taken_icons': 'everyone', 'wanderer': 'everyone', 'visitor': 'everyone', 'bond_from': 'everyone', 'picker': 'everyone'}},
    bounds={'player': {'active': (0, None)}, 'global': {'crystals': (0, None)}},
    caps={'player': {'memories': (5, 'definitions/trail-story-america/game.yaml:175:49')}},
    layout={'player': {'site': {'kind': 'symbol', 'of': 'sites', 'none': True}, 'skill_cubes': {'kind': 'map', 'min': 0, 'max': None, 'keys': 'skills'}, 'experience': {'kind': 'map', 'min': 0, 'max': None, 'keys': 'skills'}, 'wanderlust': {'kind': 'map', 'min': 0, 'max': None, 'keys': 'tracks'}, 'havens': {'kind': 'map', 'min': None, 'max': None, 'keys': 'sites'}, 'talents': {'kind': 'set', 'of': 'terrains'}, 'inspired': {'kind': 'set', 'of': 'terrains'}, 'inspiration': {'kind': 'counter', 'min': None, 'max': None}, 'active': {'kind': 'counter', 'min': 0, 'max': None}, 'hope': {'kind': 'flag'}, 'memories': {'kind': 'zone', 'of': 'story_tokens'}, 'items': {'kind': 'map', 'min': 0, 'max': None, 'keys': 'item_kinds'}, 'ability_cards': {'kind': 'zone', 'of': 'abilities'}, 'trinket_cards': {'kind': 'zone', 'of': 'trinkets'}, 'despair_hand': {'kind': 'zone', 'of': 'despair_cards'}, 'unwritten': {'kind': 'zone', 'of': 'stories'}, 'journal_pages': {'kind': 'zone', 'of': 'stories'}}, 'global': {'rolled': {'kind': 'map', 'min': None, 'max': None, 'keys': 'dice'}, 'sites_in_play': {'kind': 'set', 'of': 'sites'}, 'paths_in_play': {'kind': 'set', 'of': 'paths'}, 'story_bag': {'kind': 'zone', 'of': 'story_tokens'}, 'drawn': {'kind': 'zone', 'of': 'story_tokens'}, 'on_board': {'kind': 'zone', 'of': 'story_tokens'}, 'on_path': {'kind': 'map', 'min': None, 'max': None, 'of': 'story_tokens', 'keys': 'paths', 'none': True}, 'telling': {'kind': 'zone', 'of': 'story_tokens'}, 'all_stories': {'kind': 'zone', 'of': 'stories'}, 'story_decks': {'kind': 'zone', 'of': 'stories', 'keys': 'story_kinds'}, 'open_stories': {'kind': 'zone', 'of': 'stories'}, 'section': {'kind': 'counter', 'min': None, 'max': None}, 'attempted': {'kind': 'flag'}, 'stopped': {'kind': 'flag'}, 'ability_deck': {'kind': 'zone', 'of': 'abilities'}, 'trinket_deck': {'kind': 'zone', 'of': 'trinkets'}, 'despair_deck': {'kind': 'zone', 'of': 'despair_cards'}, 'campsite_deck': {'kind': 'zone', 'of': 'campsites'}, 'offered_abilities': {'kind': 'zone', 'of': 'abilities'}, 'offered_trinkets': {'kind': 'zone', 'of': 'trinkets'}, 'ability_discards': {'kind': 'zone', 'of': 'abilities'}, 'trinket_discards': {'kind': 'zone', 'of': 'trinkets'}, 'camp_card': {'kind': 'zone', 'of': 'campsites'}, 'camp_site': {'kind': 'symbol', 'of': 'sites', 'none': True}, 'supply': {'kind': 'map', 'min': None, 'max': None, 'keys': 'item_kinds'}, 'crystals': {'kind': 'counter', 'min': 0, 'max': None}, 'stage': {'kind': 'symbol', 'values': ('start', 'story', 'visiting', 'wrap', 'after_turn', 'over'), 'none': False}, 'bonuses': {'kind': 'set', 'of': 'bonus_kinds'}, 'reflecting': {'kind': 'flag'}, 'journaling': {'kind': 'flag'}, 'meditated': {'kind': 'flag'}, 'rows_used': {'kind': 'set', 'of': 'skills'}, 'haven_site': {'kind': 'symbol', 'of': 'sites', 'none': True}, 'taken_icons': {'kind': 'set', 'of': 'camp_icons'}, 'wanderer': {'kind': 'counter', 'min': None, 'max': None}, 'visitor': {'kind': 'counter', 'min': None, 'max': None}, 'bond_from': {'kind': 'counter', 'min': None, 'max': None}, 'picker': {'kind': 'counter', 'min': None, 'max': None}}},
    tables={'abilities': ABILITIES, 'bonus_kinds': BONUS_KINDS, 'camp_icons': CAMP_ICONS, 'campsites': CAMPSITES, 'despair_cards': DESPAIR_CARDS, 'dice': DICE, 'item_kinds': ITEM_KINDS, 'paths': PATHS, 'sites': SITES, 'skills': SKILLS, 'stories': STORIES, 'story_kinds': STORY_KINDS, 'story_tokens': STORY_TOKENS, 'terrains': TERRAINS, 'tracks': TRACKS, 'trinkets': TRINKETS},
    turns=True,
    max_moves_per_turn=600,
    max_moves_at='definitions/trail-story-america/game.yaml:695:3',
    continuations={
        'campsites_benefits_pine_grove_after_call': campsites_benefits_pine_grove_after_call,
        'campsites_benefits_mountain_hut_after_call': campsites_benefits_mountain_hut_after_call,
        'campsites_benefits_prairie_fire_after_call': campsites_benefits_prairie_fire_after_call,
        'draw_for_scout_taken': draw_for_scout_taken,
        'place_token_token': place_token_token,
        'gain_experience_loop': gain_experience_loop,
        'gain_experience_section_for': gain_experience_section_for,
        'gain_skill_loop': gain_skill_loop,
        'gain_skill_space_for': gain_skill_space_for,
        'fill_skill_filled': fill_skill_filled,
        'discard_item_token_card_lost': discard_item_token_card_lost,
        'lose_item_lost': lose_item_lost,
        'trade_meat_for_story_trade': trade_meat_for_story_trade,
        'settle_hope_choice': settle_hope_choice,
        'settle_after_if': settle_after_if,
        'eat_loop': eat_loop,
        'eat_food': eat_food,
        'eat_after_if': eat_after_if,
        'eat_after_call': eat_after_call,
        'move_forward_next_site': move_forward_next_site,
        'pick_benefits_after_loop': pick_benefits_after_loop,
        'pick_benefits_loop': pick_benefits_loop,
        'pick_benefits_icon': pick_benefits_icon,
        'scout_after_loop': scout_after_loop,
        'scout_after_loop_2': scout_after_loop_2,
        'scout_after_call': scout_after_call,
        'scout_loop': scout_loop,
        'scout_loop_2': scout_loop_2,
        'travel_taken': travel_taken,
        'camp_after_card': camp_after_card,
        'camp_after_if': camp_after_if,
        'find_inspiration_after_loop': find_inspiration_after_loop,
        'find_inspiration_loop': find_inspiration_loop,
        'find_inspiration_spent_from': find_inspiration_spent_from,
        'enjoy_company_after_call': enjoy_company_after_call,
        'share_story_after_call': share_story_after_call,
        'bond_after_call': bond_after_call,
    },
    choice_options={
        'draw_for_scout_taken': ('taken', False, draw_for_scout_taken_options),
        'place_token_token': ('token', False, place_token_token_options),
        'gain_experience_section_for': ('section_for', False, gain_experience_section_for_options),
        'gain_skill_space_for': ('space_for', False, gain_skill_space_for_options),
        'fill_skill_filled': ('filled', False, fill_skill_filled_options),
        'discard_item_token_card_lost': ('card_lost', False, discard_item_token_card_lost_options),
        'lose_item_lost': ('lost', False, lose_item_lost_options),
        'trade_meat_for_story_trade': ('trade', False, trade_meat_for_story_trade_options),
        'settle_hope_choice': ('hope_choice', False, settle_hope_choice_options),
        'eat_food': ('food', False, eat_food_options),
        'move_forward_next_site': ('next_site', False, move_forward_next_site_options),
        'pick_benefits_icon': ('icon', False, pick_benefits_icon_options),
        'travel_taken': ('taken', False, travel_taken_options),
        'find_inspiration_spent_from': ('spent_from', False, find_inspiration_spent_from_options),
    },
    choice_values={
        'draw_for_scout_taken': ('values', ('r1c1_r1c2', 'r2c1_r2c2', 'r3c1_r3c2', 'r4c1_r4c2', 'r1c1_r2c1', 'r2c1_r3c1', 'r3c1_r4c1', 'r1c2_r2c2', 'r2c2_r3c2', 'r3c2_r4c2', 'r1c0a_r2c0a', 'r2c0a_r3c0a', 'r3c0a_r4c0a', 'r1c0a_r1c1', 'r2c0a_r2c1', 'r3c0a_r3c1', 'r4c0a_r4c1', 'r1c0b_r2c0b', 'r2c0b_r3c0b', 'r3c0b_r4c0b', 'r1c0b_r1c1', 'r2c0b_r2c1', 'r3c0b_r3c1', 'r4c0b_r4c1', 'r1c3a_r2c3a', 'r2c3a_r3c3a', 'r3c3a_r4c3a', 'r1c2_r1c3a', 'r2c2_r2c3a', 'r3c2_r3c3a', 'r4c2_r4c3a', 'r1c3b_r2c3b', 'r2c3b_r3c3b', 'r3c3b_r4c3b', 'r1c2_r1c3b', 'r2c2_r2c3b', 'r3c2_r3c3b', 'r4c2_r4c3b')),
        'place_token_token': ('values', ('friend_1', 'friend_2', 'friend_3', 'enemy_1', 'enemy_2', 'enemy_3', 'beast_1', 'beast_2', 'beast_3', 'mystery_1', 'mystery_2', 'mystery_3')),
        'gain_experience_section_for': ('values', ('intelligence', 'strength', 'agility')),
        'gain_skill_space_for': ('values', ('intelligence', 'strength', 'agility')),
        'fill_skill_filled': ('values', ('intelligence', 'strength', 'agility')),
        'discard_item_token_card_lost': ('values', ('compass', 'pocket_watch', 'harmonica', 'lucky_coin', 'arrowhead', 'old_photograph', 'feather', 'locket', 'spyglass', 'pressed_flower', 'carved_whistle', 'railroad_spike', 'silver_spoon', 'quartz_crystal', 'beaded_bracelet', 'tin_star', 'fishing_lure', 'map_fragment', 'pocketknife', 'canteen', 'bird_skull', 'postcard', 'marble', 'horseshoe')),
        'lose_item_lost': ('values', ('nuts_and_berries', 'fish', 'meat', 'trinket')),
        'trade_meat_for_story_trade': ('values', ('keep_meat', 'discard_meat')),
        'settle_hope_choice': ('values', ('done_eating', 'stay_here', 'keep_meat', 'discard_meat', 'keep_hope', 'flip_hope')),
        'eat_food': ('symbols',),
        'move_forward_next_site': ('symbols',),
        'pick_benefits_icon': ('values', ('sunset_by_the_water-1', 'sunset_by_the_water-2', 'sunset_by_the_water-3', 'sunset_by_the_water-4', 'sunset_by_the_water-5', 'pine_grove-1', 'pine_grove-2', 'pine_grove-3', 'pine_grove-4', 'lakeside-1', 'lakeside-2', 'lakeside-3', 'lakeside-4', 'mountain_hut-1', 'mountain_hut-2', 'mountain_hut-3', 'mountain_hut-4', 'prairie_fire-1', 'prairie_fire-2', 'prairie_fire-3', 'prairie_fire-4', 'desert_stars-1', 'desert_stars-2', 'desert_stars-3', 'desert_stars-4')),
        'travel_taken': ('values', ('r1c1_r1c2', 'r2c1_r2c2', 'r3c1_r3c2', 'r4c1_r4c2', 'r1c1_r2c1', 'r2c1_r3c1', 'r3c1_r4c1', 'r1c2_r2c2', 'r2c2_r3c2', 'r3c2_r4c2', 'r1c0a_r2c0a', 'r2c0a_r3c0a', 'r3c0a_r4c0a', 'r1c0a_r1c1', 'r2c0a_r2c1', 'r3c0a_r3c1', 'r4c0a_r4c1', 'r1c0b_r2c0b', 'r2c0b_r3c0b', 'r3c0b_r4c0b', 'r1c0b_r1c1', 'r2c0b_r2c1', 'r3c0b_r3c1', 'r4c0b_r4c1', 'r1c3a_r2c3a', 'r2c3a_r3c3a', 'r3c3a_r4c3a', 'r1c2_r1c3a', 'r2c2_r2c3a', 'r3c2_r3c3a', 'r4c2_r4c3a', 'r1c3b_r2c3b', 'r2c3b_r3c3b', 'r3c3b_r4c3b', 'r1c2_r1c3b', 'r2c2_r2c3b', 'r3c2_r3c3b', 'r4c2_r4c3b')),
        'find_inspiration_spent_from': ('values', ('intelligence', 'strength', 'agility')),
    },
    end_trigger=end_trigger,
    end_mode='final_turns',
    tiebreak=(tiebreak_1, ),
    action_texts={
        'start_at': 'Choose a different starting site on the edge of the board (counterclockwise from the player right of the starting player).',
        'scout': 'Scout: draw a Story token for each empty path at the site and place one on each; gain 1 Experience per token drawn.',
        'travel': 'Travel up to the movement value, orthogonally, never back, across at least one path with a Story token; take one of those tokens and reveal a Story card of its type.',
        'attempt': "Attempt a task of the current section: move Skill cubes of its Skill to Experience and spend Inspiration to activate dice (at most four), roll; success if the stars reach the token's difficulty.",
        'pass_task': 'Make no attempt at a task of the current section; it fails automatically (unless Hope is used).',
        'camp': 'Camp: reveal a Campsite card and take its benefits (eating among them); then the other players may visit.',
        'find_haven': "Reflect, Find a Haven: discard three Experience of a row to move that row's Wanderlust token onto the site (once per row).",
        'find_inspiration': 'Reflect, Find Inspiration: at an Inspiration site of a terrain the Wanderer lacks, discard any four Experience for that crystal; all Inspiration is restored.',
        'write_story': 'Journal: tuck an unwritten Story card under the journal, paying memories of at least 4 stars (2 for the first page), one of its type; Inspiration counts as stars.',
        'take_story': 'Bond: the Wanderer takes any one unwritten Story card from the visitor.',
        'forget': 'End of the turn: with more memories than Memory spaces, forget one (back to the bag).',
        'discard_item': 'End of the turn: with more Items than Item spaces, discard one.',
        'end_turn': 'The turn ends (every limit met); bonuses not taken are lost, but a Travel bonus may still be taken after it.',
        'skip_travel': 'The Wanderer does not take the Travel bonus.',
        'stay_away': 'The player does not visit the campsite.',
        'enjoy_company': 'Visit, Enjoy Company: gain 1 basic benefit.',
        'share_story': 'Visit, Share a Story: give one unwritten Story card to the Wanderer; gain 2 basic benefits.',
        'bond': "Visit, Bond: the Wanderer takes one of the visitor's unwritten Story cards; gain 3 benefits, basic or special.",
    },
)
