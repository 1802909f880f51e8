"""Trail Story: America: the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import settle_choices

from .rules import (
    CAMP_ICONS,
    EXPERIENCE_LIMIT,
    FIRST_PAGE_STARS,
    GAME,
    HAVEN_COST,
    INSPIRATION_COST,
    ITEM_KINDS,
    MAX_DICE,
    PAGE_STARS,
    PATHS,
    SITES,
    SKILLS,
    STORIES,
    STORY_TOKENS,
    TASKS,
    TRACKS,
    attempt,
    bond,
    camp,
    discard_item,
    draw,
    draw_story,
    empty_paths,
    end_turn,
    enjoy_company,
    familiarity,
    find_inspiration,
    finish_story,
    forget,
    gain_item,
    give_back_item,
    loop_turn,
    move_card,
    neighbours,
    next_visitor,
    page_cost,
    pass_task,
    repeat_count,
    restore_hope,
    round_turn_until,
    round_wanderer,
    scout,
    set_active,
    setup_board,
    setup_first_picker,
    setup_starting_sites_until,
    share_story,
    shuffle,
    skip_travel,
    stars_of,
    start_at,
    stay_away,
    subsets,
    take_story,
    tokens_for,
    travel,
    walk_end,
    walks,
)


# per id of sites, the columns the loop of 'start_at' reads: filled on first use
SITES_START_AT_COLUMNS = {}


# per id of tracks, the columns the loop of 'find_haven' reads: filled on first use
TRACKS_FIND_HAVEN_COLUMNS = {}


def restore(state, p, amount):
    """As in rules.py (definitions/trail-story-america/game.yaml:324), the game's functions inlined, bounds and min/max as conditionals."""
    set_active(state, p, (p.inspiration if p.inspiration < p.active + amount else p.active + amount))


def begin_action(state, p, kind):
    """As in rules.py (definitions/trail-story-america/game.yaml:415), the game's functions inlined, bounds and min/max as conditionals."""
    if not (kind == 'reflect' and state.g.reflecting or kind == 'journal' and state.g.journaling):
        if state.g.stage == 'wrap':
            state.g.bonuses.discard(kind)
        state.g.reflecting = kind == 'reflect'
        state.g.journaling = kind == 'journal'
    state.g.stage = 'wrap'


def find_haven(state, p, track):
    """As in rules.py (definitions/trail-story-america/game.yaml:603), the game's functions inlined, bounds and min/max as conditionals."""
    begin_action(state, p, 'reflect')
    p.experience[TRACKS[track]["row"]] -= HAVEN_COST
    state.g.rows_used.add(TRACKS[track]["row"])
    p.wanderlust[track] -= 1
    p.havens[p.site] += 1
    state.g.haven_site = p.site
    p.talents.add(SITES[p.site]["terrain"])
    familiarity(state, p)


def write_story(state, p, story, tokens):
    """As in rules.py (definitions/trail-story-america/game.yaml:630), the game's functions inlined, bounds and min/max as conditionals."""
    begin_action(state, p, 'journal')
    short = max(page_cost(state, p) - stars_of(state, p, tokens), 0)
    if SITES[p.site]["terrain"] == 'mountain' and 'mountain' in p.talents and not state.g.meditated:
        state.g.meditated = True
    p.active = 0 if p.active - short < 0 else p.active - short
    move_card(p.unwritten, p.journal_pages, story)
    for t in tokens:
        move_card(p.memories, state.g.story_bag, t)


def setup_placards(state, p):
    """As in rules.py (definitions/trail-story-america/game.yaml:718), the game's functions inlined, bounds and min/max as conditionals."""
    p.wanderlust['movement_spaces'] = 3
    state.g.crystals = 0 if state.g.crystals - p.inspiration < 0 else state.g.crystals - p.inspiration
    if p.seat == 1:
        p.experience['intelligence'] = 1
    elif p.seat == 2:
        p.experience['strength'] = 1
        p.experience['agility'] = 1
    elif p.seat == 3:
        for s in SKILLS:
            p.experience[s] = 1


def draw_for_scout_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:276), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    if len(state.g.story_bag) > 0:
        shuffle(state, state.g.story_bag)
        draw(state, state.g.story_bag, state.g.drawn, 1)
    else:
        elsewhere = list(dict.fromkeys(x for x in PATHS if state.g.on_path[x] is not None and PATHS[x]["from"] != p.site and PATHS[x]["to"] != p.site))
        if len(elsewhere) > 0:
            options_1 = list(elsewhere)
            if not options_1:
                return     # nothing to choose: the rest of this effect is skipped, as on the general path
            state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
            if state.turn_moves > max_moves:
                state.turn_never_ends(p.seat, state.steps()[state.step])
            taken = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
            move_card(state.g.on_board, state.g.drawn, state.g.on_path[taken])
            state.g.on_path[taken] = None


def place_token_drawn(state, p, agent_random, auto_single, x):
    """As in rules.py (definitions/trail-story-america/game.yaml:290), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    if len(state.g.drawn) > 0:
        options_1 = list(dict.fromkeys(t for t in state.g.drawn))
        if not options_1:
            return     # nothing to choose: the rest of this effect is skipped, as on the general path
        state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
        if state.turn_moves > max_moves:
            state.turn_never_ends(p.seat, state.steps()[state.step])
        token = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
        move_card(state.g.drawn, state.g.on_board, token)
        state.g.on_path[x] = token


def gain_experience_drawn(state, p, agent_random, auto_single, amount):
    """As in rules.py (definitions/trail-story-america/game.yaml:299), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    for _ in range(repeat_count(amount)):
        if any(p.experience[s] < EXPERIENCE_LIMIT for s in SKILLS):
            options_1 = list(dict.fromkeys(s for s in SKILLS if p.experience[s] < EXPERIENCE_LIMIT))
            if not options_1:
                return     # nothing to choose: the rest of this effect is skipped, as on the general path
            state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
            if state.turn_moves > max_moves:
                state.turn_never_ends(p.seat, state.steps()[state.step])
            section_for = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
            p.experience[section_for] += 1


def gain_skill_drawn(state, p, agent_random, auto_single, amount):
    """As in rules.py (definitions/trail-story-america/game.yaml:309), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    for _ in range(repeat_count(amount)):
        if any(TRACKS[SKILLS[s]["track"]]["spaces"] - p.wanderlust[SKILLS[s]["track"]] - p.skill_cubes[s] > 0 for s in SKILLS):
            options_1 = list(dict.fromkeys(s for s in SKILLS if TRACKS[SKILLS[s]["track"]]["spaces"] - p.wanderlust[SKILLS[s]["track"]] - p.skill_cubes[s] > 0))
            if not options_1:
                return     # nothing to choose: the rest of this effect is skipped, as on the general path
            state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
            if state.turn_moves > max_moves:
                state.turn_never_ends(p.seat, state.steps()[state.step])
            space_for = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
            p.skill_cubes[space_for] += 1


def fill_skill_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:319), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    options_1 = list(SKILLS)
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    filled = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    p.skill_cubes[filled] += TRACKS[SKILLS[filled]["track"]]["spaces"] - p.wanderlust[SKILLS[filled]["track"]] - p.skill_cubes[filled]


def discard_item_token_drawn(state, p, agent_random, auto_single, lost):
    """As in rules.py (definitions/trail-story-america/game.yaml:359), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    give_back_item(state, p, lost)
    if lost == 'trinket' and len(p.trinket_cards) > 0:
        options_1 = list(dict.fromkeys(c for c in p.trinket_cards))
        if not options_1:
            return     # nothing to choose: the rest of this effect is skipped, as on the general path
        state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
        if state.turn_moves > max_moves:
            state.turn_never_ends(p.seat, state.steps()[state.step])
        card_lost = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
        move_card(p.trinket_cards, state.g.trinket_discards, card_lost)


def eat_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:460), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    turns_taken = 0
    while any(p.items_[f] > 0 and ITEM_KINDS[f]["food"] for f in ITEM_KINDS):
        if turns_taken >= 40:     # past its bound: the error rules.py raises
            loop_turn(state, p, turns_taken, 40, 'definitions/trail-story-america/game.yaml:462:7')
        turns_taken += 1
        options_1 = [*list(dict.fromkeys(f for f in ITEM_KINDS if ITEM_KINDS[f]["food"] and p.items_[f] > 0)), 'done_eating']
        if not options_1:
            return     # nothing to choose: the rest of this effect is skipped, as on the general path
        state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
        if state.turn_moves > max_moves:
            state.turn_never_ends(p.seat, state.steps()[state.step])
        food = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
        if food == 'done_eating':
            break
        give_back_item(state, p, food)
        if food == 'nuts_and_berries':
            gain_skill_drawn(state, p, agent_random, auto_single, 1)
            restore(state, p, 2)
        elif food == 'fish':
            gain_skill_drawn(state, p, agent_random, auto_single, 2)
        else:
            fill_skill_drawn(state, p, agent_random, auto_single)


def move_forward_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:476), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    options_1 = [*neighbours(state, p), 'stay_here']
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    next_site = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    if next_site != 'stay_here':
        p.site = next_site


def apply_benefit_drawn(state, p, agent_random, auto_single, b):
    """As in rules.py (definitions/trail-story-america/game.yaml:481), each choice drawn in place with `agent_random` (the seat's random agent)."""
    if b == 'inspiration_icon':
        restore(state, p, 1)
    elif b == 'hope_icon':
        restore_hope(state, p)
    elif b == 'eating_icon':
        eat_drawn(state, p, agent_random, auto_single)
    elif b == 'skill_icon':
        gain_skill_drawn(state, p, agent_random, auto_single, 1)
    elif b == 'experience_icon':
        gain_experience_drawn(state, p, agent_random, auto_single, 1)
    else:
        move_forward_drawn(state, p, agent_random, auto_single)


def pick_benefits_drawn(state, p, agent_random, auto_single, amount, special_ok):
    """As in rules.py (definitions/trail-story-america/game.yaml:490), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    for _ in range(repeat_count(amount)):
        open_ = list(dict.fromkeys(i for i in CAMP_ICONS if CAMP_ICONS[i]["camp"] == state.g.camp_card[0] and i not in state.g.taken_icons and (special_ok or not CAMP_ICONS[i]["special"])))
        if len(open_) > 0:
            options_1 = list(open_)
            if not options_1:
                return     # nothing to choose: the rest of this effect is skipped, as on the general path
            state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
            if state.turn_moves > max_moves:
                state.turn_never_ends(p.seat, state.steps()[state.step])
            icon = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
            state.g.taken_icons.add(icon)
            apply_benefit_drawn(state, p, agent_random, auto_single, CAMP_ICONS[icon]["benefit"])
    for i in CAMP_ICONS:
        if i in state.g.taken_icons:
            state.g.taken_icons.discard(i)


def scout_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:545), each choice drawn in place with `agent_random` (the seat's random agent)."""
    begin_action(state, p, 'scout')
    empty = empty_paths(state, p)
    for _ in range(repeat_count(len(empty))):
        draw_for_scout_drawn(state, p, agent_random, auto_single)
    gained = len(state.g.drawn)
    for x in list(empty):
        place_token_drawn(state, p, agent_random, auto_single, x)
    gain_experience_drawn(state, p, agent_random, auto_single, gained)
    if SITES[p.site]["terrain"] == 'forest' and 'forest' in p.talents:
        gain_item(state, p, 'nuts_and_berries')
    if SITES[p.site]["terrain"] == 'river' and 'river' in p.talents:
        gain_item(state, p, 'fish')


def travel_drawn(state, p, agent_random, auto_single, walk):
    """As in rules.py (definitions/trail-story-america/game.yaml:557), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    begin_action(state, p, 'travel')
    p.site = walk_end(walk, p.site, PATHS)
    options_1 = list(dict.fromkeys(x for x in walk if state.g.on_path[x] is not None))
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    taken = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    move_card(state.g.on_board, state.g.telling, state.g.on_path[taken])
    state.g.on_path[taken] = None
    state.g.stage = 'story'
    draw_story(state, p, STORY_TOKENS[state.g.telling[0]]["kind"])
    if len(state.g.open_stories) == 0:
        finish_story(state, p)


def find_inspiration_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:616), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    begin_action(state, p, 'reflect')
    for _ in range(INSPIRATION_COST):
        options_1 = list(dict.fromkeys(s for s in SKILLS if p.experience[s] > 0))
        if not options_1:
            return     # nothing to choose: the rest of this effect is skipped, as on the general path
        state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
        if state.turn_moves > max_moves:
            state.turn_never_ends(p.seat, state.steps()[state.step])
        spent_from = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
        p.experience[spent_from] -= 1
    p.inspired.add(SITES[p.site]["terrain"])
    state.g.crystals = 0 if state.g.crystals - 1 < 0 else state.g.crystals - 1
    p.inspiration += 1
    p.active = 0 if p.inspiration < 0 else p.inspiration
    familiarity(state, p)


def discard_item_drawn(state, p, agent_random, auto_single, item):
    """As in rules.py (definitions/trail-story-america/game.yaml:653), each choice drawn in place with `agent_random` (the seat's random agent)."""
    discard_item_token_drawn(state, p, agent_random, auto_single, item)


def enjoy_company_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:670), each choice drawn in place with `agent_random` (the seat's random agent)."""
    p.site = state.g.camp_site
    pick_benefits_drawn(state, p, agent_random, auto_single, 1, False)
    next_visitor(state, p)


def share_story_drawn(state, p, agent_random, auto_single, story):
    """As in rules.py (definitions/trail-story-america/game.yaml:677), each choice drawn in place with `agent_random` (the seat's random agent)."""
    p.site = state.g.camp_site
    move_card(p.unwritten, state.players[state.g.wanderer].unwritten, story)
    pick_benefits_drawn(state, p, agent_random, auto_single, 2, False)
    next_visitor(state, p)


def bond_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trail-story-america/game.yaml:686), each choice drawn in place with `agent_random` (the seat's random agent)."""
    p.site = state.g.camp_site
    pick_benefits_drawn(state, p, agent_random, auto_single, 3, True)
    state.g.bond_from = p.seat


def setup_start_legal_moves(state, p):
    """The legal moves of step start as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    sites_in_play = state.g.sites_in_play
    if not SITES_START_AT_COLUMNS: SITES_START_AT_COLUMNS.update({start_site: (SITES[start_site]["row"], SITES[start_site]["col"]) for start_site in SITES})
    if p.seat == state.g.picker:
        for start_site in SITES:
            start_site_row, start_site_col = SITES_START_AT_COLUMNS[start_site]
            if start_site in sites_in_play and (start_site_row == 1 or start_site_row == 4 or start_site_col == 0 or start_site_col == (3 if len(state.players) >= 3 else 2)) and all(q.site != start_site for q in state.players):
                moves.append(('start_at', (start_site,)))
    return moves


def round_act_legal_moves(state, p):
    """The legal moves of step act as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    goes_on__scout = 'scout' == 'reflect' and state.g.reflecting or 'scout' == 'journal' and state.g.journaling
    bonus_now__scout = state.g.stage == 'after_turn' if 'scout' == 'travel' else state.g.stage == 'wrap' and ('scout' in state.g.bonuses or goes_on__scout)
    may_take_action_scout = state.g.stage == 'start' or bonus_now__scout
    if may_take_action_scout:
        moves.append(('scout', ()))
    goes_on__travel = 'travel' == 'reflect' and state.g.reflecting or 'travel' == 'journal' and state.g.journaling
    bonus_now__travel = state.g.stage == 'after_turn' if 'travel' == 'travel' else state.g.stage == 'wrap' and ('travel' in state.g.bonuses or goes_on__travel)
    may_take_action_travel = state.g.stage == 'start' or bonus_now__travel
    on_path = state.g.on_path
    if may_take_action_travel:
        my_movement = TRACKS['movement_spaces']["spaces"] - p.wanderlust['movement_spaces']
        for walk in walks(state.g.paths_in_play, p.site, my_movement, PATHS):
            if any(on_path[x] is not None for x in walk):
                moves.append(('travel', (walk,)))
    goes_on__camp = 'camp' == 'reflect' and state.g.reflecting or 'camp' == 'journal' and state.g.journaling
    bonus_now__camp = state.g.stage == 'after_turn' if 'camp' == 'travel' else state.g.stage == 'wrap' and ('camp' in state.g.bonuses or goes_on__camp)
    may_take_action_camp = state.g.stage == 'start' or bonus_now__camp
    if may_take_action_camp:
        moves.append(('camp', ()))
    goes_on__reflect = 'reflect' == 'reflect' and state.g.reflecting or 'reflect' == 'journal' and state.g.journaling
    bonus_now__reflect = state.g.stage == 'after_turn' if 'reflect' == 'travel' else state.g.stage == 'wrap' and ('reflect' in state.g.bonuses or goes_on__reflect)
    may_take_action_reflect = state.g.stage == 'start' or bonus_now__reflect
    wanderlust = p.wanderlust
    if not TRACKS_FIND_HAVEN_COLUMNS: TRACKS_FIND_HAVEN_COLUMNS.update({track: TRACKS[track]["row"] for track in TRACKS})
    experience = p.experience
    rows_used = state.g.rows_used
    if may_take_action_reflect and (state.g.haven_site == p.site or all(q.havens[p.site] == 0 for q in state.players)):
        for track in TRACKS:
            track_row = TRACKS_FIND_HAVEN_COLUMNS[track]
            if wanderlust[track] > 0 and experience[track_row] >= HAVEN_COST and track_row not in rows_used:
                moves.append(('find_haven', (track,)))
    if may_take_action_reflect and SITES[p.site]["inspiration"] and SITES[p.site]["terrain"] not in p.inspired and sum(p.experience[s] for s in SKILLS) >= INSPIRATION_COST and state.g.crystals > 0:
        moves.append(('find_inspiration', ()))
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
        part_tokens = {}
        for story in list(dict.fromkeys(c for c in p.unwritten)):
            for tokens in subsets(memories, 1):
                row_terrain = SITES[site]["terrain"]
                my_meditation = row_terrain == 'mountain' and 'mountain' in talents and not meditated
                if (my_meditation or any(STORY_TOKENS[t]["kind"] == STORIES[story]["kind"] for t in tokens)) and (part_tokens[tokens] if tokens in part_tokens else part_tokens.setdefault(tokens, sum(STORY_TOKENS[t]["difficulty"] for t in tokens) + active >= (FIRST_PAGE_STARS if len(journal_pages) == 0 else PAGE_STARS) - (1 if my_meditation else 0))):
                    moves.append(('write_story', (story, tokens)))
    skill_cubes = p.skill_cubes
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
                        moves.append(('attempt', (task, skill_used, cubes, spent)))
    my_current_tasks_2 = list(dict.fromkeys(t for t in TASKS if TASKS[t]["story"] == state.g.open_stories[0] and TASKS[t]["section"] == state.g.section)) if state.g.stage == 'story' else ()
    for task in my_current_tasks_2:
        moves.append(('pass_task', (task,)))
    for story in (list(dict.fromkeys(c for c in state.players[state.g.bond_from].unwritten)) if state.g.bond_from >= 0 else ()):
        moves.append(('take_story', (story,)))
    if state.g.stage == 'wrap' and len(p.memories) > TRACKS['memory_spaces']["spaces"] - p.wanderlust['memory_spaces']:
        for token in list(dict.fromkeys(t for t in p.memories)):
            moves.append(('forget', (token,)))
    my_items_held = sum(tokens_for(state, p, i, p.items_[i]) for i in ITEM_KINDS)
    items = p.items_
    if state.g.stage == 'wrap' and my_items_held > TRACKS['item_spaces']["spaces"] - p.wanderlust['item_spaces']:
        for item in ITEM_KINDS:
            if items[item] > 0:
                moves.append(('discard_item', (item,)))
    if state.g.stage == 'wrap' and len(p.memories) <= TRACKS['memory_spaces']["spaces"] - p.wanderlust['memory_spaces'] and my_items_held <= TRACKS['item_spaces']["spaces"] - p.wanderlust['item_spaces']:
        moves.append(('end_turn', ()))
    if state.g.stage == 'after_turn':
        moves.append(('skip_travel', ()))
    return moves


def round_visit_legal_moves(state, p):
    """The legal moves of step visit as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0:
        moves.append(('stay_away', ()))
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0:
        moves.append(('enjoy_company', ()))
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0:
        for story in list(dict.fromkeys(c for c in p.unwritten)):
            moves.append(('share_story', (story,)))
    if state.g.stage == 'visiting' and p.seat == state.g.visitor and state.g.bond_from < 0 and len(p.unwritten) > 0:
        moves.append(('bond', ()))
    return moves


def setup_start_play(state, randoms, observe):
    """Every pick of the setup step start, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [1 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = setup_start_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'start_at':
            start_at(state, p, args[0])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[3])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 3)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_act_play(state, randoms, observe):
    """Every pick of the round step act, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [0] * len(players)
    p = players[state.turn]
    if (True):
        picks[state.turn] = 1
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_act_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if len(moves) == 1:
            name, args = moves[0]
        else:
            if observe is not None:
                observe(state)
            name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'scout':
            if observe is None:
                scout_drawn(state, p, randoms[seat], True)
            else:     # the observer sees the pending question, as the general path leaves it
                scout(state, p)
        elif name == 'travel':
            if observe is None:
                travel_drawn(state, p, randoms[seat], True, args[0])
            else:     # the observer sees the pending question, as the general path leaves it
                travel(state, p, args[0])
        elif name == 'camp':
            camp(state, p)
        elif name == 'find_haven':
            find_haven(state, p, args[0])
        elif name == 'find_inspiration':
            if observe is None:
                find_inspiration_drawn(state, p, randoms[seat], True)
            else:     # the observer sees the pending question, as the general path leaves it
                find_inspiration(state, p)
        elif name == 'write_story':
            write_story(state, p, args[0], args[1])
        elif name == 'attempt':
            attempt(state, p, args[0], args[1], args[2], args[3])
        elif name == 'pass_task':
            pass_task(state, p, args[0])
        elif name == 'take_story':
            take_story(state, p, args[0])
        elif name == 'forget':
            forget(state, p, args[0])
        elif name == 'discard_item':
            if observe is None:
                discard_item_drawn(state, p, randoms[seat], True, args[0])
            else:     # the observer sees the pending question, as the general path leaves it
                discard_item(state, p, args[0])
        elif name == 'end_turn':
            end_turn(state, p)
        elif name == 'skip_travel':
            skip_travel(state, p)
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[1])
        if state.pending is not None:
            settle_choices(state, randoms, observe, True, 1)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_visit_play(state, randoms, observe):
    """Every pick of the round step visit, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [1 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_visit_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if len(moves) == 1:
            name, args = moves[0]
        else:
            if observe is not None:
                observe(state)
            name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'stay_away':
            stay_away(state, p)
        elif name == 'enjoy_company':
            if observe is None:
                enjoy_company_drawn(state, p, randoms[seat], True)
            else:     # the observer sees the pending question, as the general path leaves it
                enjoy_company(state, p)
        elif name == 'share_story':
            if observe is None:
                share_story_drawn(state, p, randoms[seat], True, args[0])
            else:     # the observer sees the pending question, as the general path leaves it
                share_story(state, p, args[0])
        elif name == 'bond':
            if observe is None:
                bond_drawn(state, p, randoms[seat], True)
            else:     # the observer sees the pending question, as the general path leaves it
                bond(state, p)
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[2])
        if state.pending is not None:
            settle_choices(state, randoms, observe, True, 2)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def play(state, randoms, observe=None):
    """Play a game made with `GameState(..., start=False)` to its end; seat k draws with `randoms[k]()`.

    `observe(state)`, when given, is called at every drawn decision (tests compare the states).
    The caller sets `state.observed = False` (runtime/fastplay.py `play_compiled`): no secret snapshots.
    """
    players = state.players
    state.step = 0
    setup_board(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    for p in players:
        if (True):
            setup_placards(state, p)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    setup_first_picker(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    while True:
        state.step = 3
        setup_start_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 4
        if setup_starting_sites_until(state, None):
            state.passes = 0
            break
        state.passes += 1
        if state.passes >= 8:
            state.loop_never_ends(state.steps()[4])
    state.step = 5
    state.next_round()
    while state.phase != 'over':
        state.step = 0
        round_wanderer(state, players[state.turn])
        if state.end_requested:
            state.finish('end game')
            return state
        while True:
            state.step = 1
            round_act_play(state, randoms, observe)
            if state.end_requested:
                state.finish('end game')
                return state
            state.step = 2
            round_visit_play(state, randoms, observe)
            if state.end_requested:
                state.finish('end game')
                return state
            state.step = 3
            if round_turn_until(state, players[state.turn]):
                state.passes = 0
                break
            state.passes += 1
            if state.passes >= 400:
                state.loop_never_ends(state.steps()[3])
        state.step = 4
        state.end_turn()
    return state
