// A seat's page: it shows only what the server sends for this seat's link (its observation and moves).
// Every text from the game goes in with textContent, never as markup.
"use strict";
const token = location.pathname.split("/").pop();
const api = `/api/seat/${token}`;
let shownSeat = null;

function element(tag, text, attributes) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
  return node;
}

function fill(id, lines, tag) {
  document.getElementById(id).replaceChildren(...lines.map(line => element(tag, line)));
}

const SVG = "http://www.w3.org/2000/svg";
const SEAT_COLOURS = ["#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#00838f"];
const ROUTE_COLOURS = new Set(["red", "blue", "green", "yellow", "orange", "purple", "brown", "black", "white", "grey", "pink"]);

function shape(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

// A graph board as an SVG map: places, routes in their colours with their lengths, a seat's colour on the
// routes it holds and on the places it stands. Positions are the board's own (x/y, or row/col as a grid).
function drawBoard(board) {
  if (board.grid) return drawGrid(board);
  const xs = board.places.map(p => p.x), ys = board.places.map(p => p.y);
  const scale = 1;
  const left = Math.min(...xs) * scale - 60, top = Math.min(...ys) * scale - 40;
  const width = (Math.max(...xs) - Math.min(...xs)) * scale + 120, height = (Math.max(...ys) - Math.min(...ys)) * scale + 80;
  const svg = shape("svg", {viewBox: `${left} ${top} ${width} ${height}`, class: "map", role: "img", "data-board": board.name});
  const at = new Map(board.places.map(p => [p.id, p]));
  for (const route of board.routes) {
    const a = at.get(route.from), b = at.get(route.to);
    const colour = ROUTE_COLOURS.has(route.colour) ? route.colour : "#999";
    const held = route.holders.length ? SEAT_COLOURS[route.holders[0] % SEAT_COLOURS.length] : null;
    const line = shape("line", {x1: a.x * scale, y1: a.y * scale, x2: b.x * scale, y2: b.y * scale,
                                stroke: held || colour, "stroke-width": held ? 7 : 4,
                                "stroke-dasharray": held ? "" : "10 4", "data-route": route.id});
    line.append(shape("title", {}, `${route.id}${route.length ? `, length ${route.length}` : ""}` +
                                   (route.holders.length ? `, held by seat ${route.holders.join(", ")}` : "")));
    svg.append(line);
    if (route.tokens.length) {
      svg.append(shape("text", {x: (a.x + b.x) * scale / 2, y: (a.y + b.y) * scale / 2 + 12, class: "token"},
                       route.tokens.map(token => token.text).join(", ")));
    }
    if (route.length) {
      svg.append(shape("text", {x: (a.x + b.x) * scale / 2, y: (a.y + b.y) * scale / 2 - 4, class: "length"}, route.length));
    }
  }
  for (const place of board.places) {
    svg.append(shape("circle", {cx: place.x * scale, cy: place.y * scale, r: 6, class: "place", "data-place": place.id}));
    svg.append(shape("text", {x: place.x * scale, y: place.y * scale + 18, class: "place-name"}, place.name));
    if (place.tokens.length) {
      svg.append(shape("text", {x: place.x * scale, y: place.y * scale - 12, class: "token"},
                       place.tokens.map(token => token.text).join(", ")));
    }
    place.seats.forEach((seat, i) => svg.append(shape("circle", {cx: place.x * scale + 10 + 9 * i, cy: place.y * scale - 10, r: 5,
                                                                  fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], class: "pawn"})));
  }
  return svg;
}

// A grid board (places by row and column) as its cells side by side: each cell with what it prints (a terrain,
// a symbol), what lies on it (a seat's tokens in the seat's colour) and the pawns standing there; each route is
// the border between two cells, and what lies on a route (a Story token) is drawn on that border.
const CELL_W = 200, CELL_H = 124;
const CELL_COLOURS = ["#e8f0dc", "#dce9f2", "#f4ecd6", "#ece0ec", "#e2efe9", "#f2e2dc"];

function drawGrid(board) {
  const left = Math.min(...board.places.map(p => p.x)), top = Math.min(...board.places.map(p => p.y));
  const cols = Math.max(...board.places.map(p => p.x)) - left + 1, rows = Math.max(...board.places.map(p => p.y)) - top + 1;
  const svg = shape("svg", {viewBox: `-10 -10 ${cols * CELL_W + 20} ${rows * CELL_H + 20}`, class: "map grid-board",
                            role: "img", "data-board": board.name});
  const corner = place => [(place.x - left) * CELL_W, (place.y - top) * CELL_H];
  // a colour for each thing the cells print first (a terrain): the same on every cell that prints it
  const kinds = [...new Set(board.places.map(p => p.facts[0]).filter(Boolean))].sort();
  const colourOf = word => word ? CELL_COLOURS[kinds.indexOf(word) % CELL_COLOURS.length] : "#fff";
  for (const place of board.places) {
    const [x, y] = corner(place);
    const cell = shape("rect", {x, y, width: CELL_W, height: CELL_H, fill: colourOf(place.facts[0]), class: "cell",
                                "data-place": place.id});
    cell.append(shape("title", {}, place.name));
    svg.append(cell, shape("text", {x: x + 16, y: y + 30, class: "cell-facts"}, place.facts[0] || ""),
               shape("text", {x: x + 16, y: y + 46, class: "cell-more"}, place.facts.slice(1).join(" · ")));
    place.tokens.forEach((token, i) => svg.append(shape("text", {x: x + 16, y: y + 64 + 15 * i, class: "cell-token",
      fill: token.seat === null ? "#4a148c" : SEAT_COLOURS[token.seat % SEAT_COLOURS.length]},
      token.seat === null ? token.text : `seat ${token.seat}: ${token.text}`)));
    place.seats.forEach((seat, i) => svg.append(shape("circle", {cx: x + CELL_W - 20 - 16 * i, cy: y + CELL_H - 30, r: 7,
      fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], class: "pawn"})));
    svg.append(shape("text", {x: x + 16, y: y + CELL_H - 14, class: "cell-name"}, place.name));
  }
  const at = new Map(board.places.map(p => [p.id, p]));
  for (const route of board.routes) {
    const a = at.get(route.from), b = at.get(route.to);
    if (Math.abs(a.x - b.x) + Math.abs(a.y - b.y) !== 1) continue;     // only neighbours share a border
    const across = a.y === b.y;          // side by side: the border between them runs down
    const [ax, ay] = corner(a), [bx, by] = corner(b);
    const x = across ? Math.max(ax, bx) : ax + CELL_W / 2, y = across ? ay + CELL_H / 2 : Math.max(ay, by);
    const half = (across ? CELL_H : CELL_W) / 2 - 10;
    const border = shape("line", {x1: across ? x : x - half, y1: across ? y - half : y, x2: across ? x : x + half,
                                  y2: across ? y + half : y, class: route.tokens.length ? "border taken" : "border",
                                  "data-route": route.id});
    border.append(shape("title", {}, route.name));
    svg.append(border);
    if (!route.tokens.length) continue;
    const text = route.tokens.map(token => token.text).join(", ");
    const width = text.length * 6.2 + 12;
    const label = shape("g", {transform: `translate(${x} ${y})` + (across ? " rotate(-90)" : ""), class: "border-token",
                              "data-route": route.id});
    label.append(shape("rect", {x: -width / 2, y: -9, width, height: 18, rx: 9}),
                 shape("text", {x: 0, y: 4}, text));
    svg.append(label);
  }
  return svg;
}

// A trail as a strip of spaces, a row of 25 at a time: a mark column's colour on the spaces it marks, a gap
// between sections, each seat's marker on its space.
const MARK_COLOURS = ["#6d4c41", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00897b"];

function drawTrail(trail) {
  const across = 25, size = 26;
  const rows = Math.ceil(trail.spaces.length / across);
  const svg = shape("svg", {viewBox: `0 0 ${across * size + 20} ${rows * (size + 26) + 30}`, class: "trail", role: "img"});
  trail.spaces.forEach((space, i) => {
    const x = 10 + (i % across) * size, y = 18 + Math.floor(i / across) * (size + 26);
    const mark = space.marks.length ? trail.marks.indexOf(space.marks[space.marks.length - 1]) : -1;
    const box = shape("rect", {x, y, width: size - 3, height: size - 3, rx: 4, class: "space",
                               fill: mark >= 0 ? MARK_COLOURS[mark % MARK_COLOURS.length] : "#eee"});
    box.append(shape("title", {}, `${i + 1}. ${space.name}` + (space.section ? ` (${space.section})` : "") +
                                  (space.marks.length ? ` — ${space.marks.join(", ")}` : "")));
    svg.append(box);
    if (i % 5 === 0) svg.append(shape("text", {x: x + 2, y: y - 4, class: "space-number"}, i + 1));
  });
  trail.seats.forEach((seat, k) => {
    const x = 10 + (seat.space % across) * size + (size - 3) / 2, y = 18 + Math.floor(seat.space / across) * (size + 26) + size + 4 + 6 * (k % 2);
    svg.append(shape("circle", {cx: x, cy: y, r: 5, fill: SEAT_COLOURS[seat.seat % SEAT_COLOURS.length], class: "pawn"},
                     undefined));
  });
  const legend = element("p", trail.marks.map((m, i) => `${m}: ${["brown", "blue", "green", "orange", "purple", "teal"][i % 6]}`).join(" · "),
                         {class: "legend"});
  const box = element("div", null, {class: "trail-box"});
  box.append(svg, legend);
  return box;
}

function drawPicture(picture) {
  const figure = element("figure", null, {class: "picture"});
  figure.append(element("img", null, {src: picture.image, alt: picture.title}), element("figcaption", picture.title));
  return figure;
}

// The cards held and face up, each as the card sheet prints it (an image the server made from the sheet: shown,
// never run), with how many; a card the sheet does not print as a small card: title, printed columns, text.
function drawCards(piles) {
  return piles.map(pile => {
    const box = element("div", null, {class: "pile"});
    box.append(element("h3", pile.pile));
    for (const card of pile.cards) {
      if (card.face) {
        const printed = element("figure", null, {class: "printed-card", "data-card": card.name});
        // three quarters of the printed size: a hand fits beside the board, and the text stays readable
        printed.append(element("img", null, {src: card.face.src, alt: card.name, width: Math.round(card.face.width * 0.75),
                                             height: Math.round(card.face.height * 0.75)}));
        if (card.count > 1) printed.append(element("figcaption", `×${card.count}`));
        box.append(printed);
        continue;
      }
      const face = element("div", null, {class: "card-face"});
      face.append(element("strong", card.name + (card.count > 1 ? ` ×${card.count}` : "")));
      for (const line of card.lines) face.append(element("div", line));
      if (card.text) face.append(element("p", card.text));
      box.append(face);
    }
    return box;
  });
}

function drawMoves(view) {
  const moves = document.getElementById("moves");
  moves.replaceChildren();
  document.getElementById("moves-title").textContent = view.your_turn ? "Your moves" : "Waiting";
  document.getElementById("choice").textContent = view.choice ? `Choose ${view.choice.var}:` : "";
  for (const group of view.moves) {
    const box = element("details", null, {open: "", "data-action": group.action});
    const summary = element("summary", group.action);
    if (group.text) summary.append(element("span", ` — ${group.text}`, {class: "rules-text"}));
    box.append(summary);
    // many moves of several arguments (a card × a spot × a turn) are grouped again by their first argument
    const nested = group.moves.length > 20 && group.moves.every(move => move.first);
    const inner = new Map();
    for (const move of group.moves) {
      const label = (move.words || group.action) + (move.count > 1 ? ` (×${move.count})` : "");
      const button = element("button", label, {type: "button", "data-move": move.move, title: move.move});
      button.addEventListener("click", () => send("/move", {move: move.move}));
      if (!nested) { box.append(button); continue; }
      if (!inner.has(move.first)) {
        const sub = element("details", null, {class: "by-first"});
        sub.append(element("summary", move.first));
        inner.set(move.first, sub);
        box.append(sub);
      }
      inner.get(move.first).append(button);
    }
    for (const sub of inner.values()) {
      sub.querySelector("summary").textContent += ` (${sub.querySelectorAll("button").length})`;
    }
    moves.append(box);
  }
}

// What a part of the page was last drawn from: a part whose data did not change is not drawn again (pictures
// and printed cards are costly to lay out, and most moves change only a little of the table).
let drawnFrom = {};

function redraw(id, data, build) {
  const key = JSON.stringify(data);
  if (drawnFrom[id] === key) return;
  drawnFrom[id] = key;
  document.getElementById(id).replaceChildren(...build());
}

function draw(view) {
  document.getElementById("title").textContent = `${view.game.name} — seat ${view.seat}`;
  if (view.handover && shownSeat !== view.seat) return coverFor(view);
  shownSeat = view.seat;
  const status = view.over ? "The game is over." :
    view.your_turn ? "Your turn." : `Waiting for seat ${view.to_move}.`;
  document.getElementById("status").textContent = `Round ${view.round}. ${status}`;
  document.getElementById("status").dataset.state = view.over ? "over" : view.your_turn ? "yours" : "waiting";
  document.getElementById("drawing").textContent = view.table.join("\n");
  redraw("cards", view.cards, () => drawCards(view.cards));
  redraw("boards", [view.boards, view.trail, view.pictures], () => [...view.boards.map(drawBoard),
    ...(view.trail ? [drawTrail(view.trail)] : []), ...view.pictures.map(drawPicture)]);
  fill("known", view.known, "li");
  fill("log", view.log, "li");
  fill("notes", view.notes, "li");
  drawMoves(view);
  document.getElementById("ending").hidden = !view.over;
  fill("ending-lines", view.ending, "li");
  document.getElementById("undo").disabled = !view.can_undo;
  document.getElementById("save").href = `${api}/save`;
  drawRulesNews(view);
  document.body.dataset.drawn = String(Number(document.body.dataset.drawn || 0) + 1);   // for tests and tools
}

// A hot seat: another seat's turn. Nothing of the seat that just moved stays on the page, and the next seat's
// view is drawn only when its player uncovers the screen.
let covered = null;

function coverFor(view) {
  covered = view;
  shownSeat = view.seat;
  drawnFrom = {};
  for (const id of ["cards", "boards", "drawing", "moves", "known", "log", "notes", "choice"]) {
    document.getElementById(id).replaceChildren();
  }
  document.getElementById("cover-text").textContent = `Seat ${view.seat}'s turn: hand over the screen.`;
  document.getElementById("cover").hidden = false;
  document.getElementById("status").textContent = `Seat ${view.seat}'s turn.`;
  document.getElementById("status").dataset.state = "covered";
  document.body.dataset.drawn = String(Number(document.body.dataset.drawn || 0) + 1);
}

function uncover() {
  document.getElementById("cover").hidden = true;
  if (covered) {
    const view = covered;
    covered = null;
    draw(view);
  }
}

function drawRulesNews(news) {
  document.getElementById("rules-changed").hidden = !news.rules_changed;
  const problem = document.getElementById("rules-problem");
  problem.hidden = !news.rules_problem;
  problem.textContent = news.rules_problem || "";
}

async function send(what, body) {
  const answer = await fetch(api + what, {method: "POST", body: JSON.stringify(body || {})});
  const result = await answer.json();
  document.getElementById("problem").textContent = answer.ok ? "" : result.error;
  if (answer.ok) draw(result);
}

async function refresh() {
  const answer = await fetch(api);
  if (answer.ok) draw(await answer.json());
  else document.getElementById("problem").textContent = (await answer.json()).error;
}

document.getElementById("uncover").addEventListener("click", uncover);
document.getElementById("undo").addEventListener("click", () => send("/undo"));
document.getElementById("restart").addEventListener("click", () => send("/restart"));
document.getElementById("load").addEventListener("change", async event => {
  const file = event.target.files[0];
  if (file) send("/load", {save: await file.text()});
});
refresh();
// while others move the page asks again each second; whether the rules were rebuilt (--watch), every two
setInterval(() => { if (document.getElementById("status").dataset.state === "waiting") refresh(); }, 1000);
setInterval(async () => {
  const answer = await fetch(`${api}/rules`);
  if (answer.ok) drawRulesNews(await answer.json());
}, 2000);
