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
  const xs = board.places.map(p => p.x), ys = board.places.map(p => p.y);
  const grid = Math.max(...xs) - Math.min(...xs) < 50;
  const scale = grid ? 120 : 1;
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
                       route.tokens.join(", ")));
    }
    if (route.length) {
      svg.append(shape("text", {x: (a.x + b.x) * scale / 2, y: (a.y + b.y) * scale / 2 - 4, class: "length"}, route.length));
    }
  }
  for (const place of board.places) {
    svg.append(shape("circle", {cx: place.x * scale, cy: place.y * scale, r: 6, class: "place", "data-place": place.id}));
    svg.append(shape("text", {x: place.x * scale, y: place.y * scale + 18, class: "place-name"}, grid ? place.id : place.name));
    if (place.tokens.length) {
      svg.append(shape("text", {x: place.x * scale, y: place.y * scale - 12, class: "token"}, place.tokens.join(", ")));
    }
    place.seats.forEach((seat, i) => svg.append(shape("circle", {cx: place.x * scale + 10 + 9 * i, cy: place.y * scale - 10, r: 5,
                                                                  fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], class: "pawn"})));
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

// The cards held and face up, each a small card: its title (×n), its printed columns, its text.
function drawCards(piles) {
  return piles.map(pile => {
    const box = element("div", null, {class: "pile"});
    box.append(element("h3", pile.pile));
    for (const card of pile.cards) {
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

function draw(view) {
  document.getElementById("title").textContent = `${view.game.name} — seat ${view.seat}`;
  const cover = document.getElementById("cover");
  if (view.handover && shownSeat !== view.seat) {
    document.getElementById("cover-text").textContent = `Seat ${view.seat}'s turn: hand over the screen.`;
    cover.hidden = false;
  }
  shownSeat = view.seat;
  const status = view.over ? "The game is over." :
    view.your_turn ? "Your turn." : `Waiting for seat ${view.to_move}.`;
  document.getElementById("status").textContent = `Round ${view.round}. ${status}`;
  document.getElementById("status").dataset.state = view.over ? "over" : view.your_turn ? "yours" : "waiting";
  document.getElementById("drawing").textContent = view.table.join("\n");
  document.getElementById("cards").replaceChildren(...drawCards(view.cards));
  document.getElementById("boards").replaceChildren(...view.boards.map(drawBoard),
    ...(view.trail ? [drawTrail(view.trail)] : []), ...view.pictures.map(drawPicture));
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

document.getElementById("uncover").addEventListener("click", () => { document.getElementById("cover").hidden = true; });
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
