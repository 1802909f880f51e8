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
    for (const move of group.moves) {
      const label = (move.words || group.action) + (move.count > 1 ? ` (×${move.count})` : "");
      const button = element("button", label, {type: "button", "data-move": move.move, title: move.move});
      button.addEventListener("click", () => send("/move", {move: move.move}));
      box.append(button);
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
  fill("log", view.log, "li");
  fill("notes", view.notes, "li");
  drawMoves(view);
  document.getElementById("ending").hidden = !view.over;
  fill("ending-lines", view.ending, "li");
  document.getElementById("undo").disabled = !view.can_undo;
  document.getElementById("save").href = `${api}/save`;
  document.body.dataset.drawn = String(Number(document.body.dataset.drawn || 0) + 1);   // for tests and tools
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
document.getElementById("load").addEventListener("change", async event => {
  const file = event.target.files[0];
  if (file) send("/load", {save: await file.text()});
});
refresh();
setInterval(() => { if (document.getElementById("status").dataset.state !== "yours") refresh(); }, 1000);
