// Tic-tac-toe as a boardgame.io game, the peer's side of `npm run bench:peer`.
// The move is `client: false`, so a client sends it without applying it first
// and the state it hears next is the server's: the bench times that round trip.
const { INVALID_MOVE } = require("boardgame.io/core");

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

const won = (cells) =>
  LINES.some(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]);

const TicTacToe = {
  name: "tic-tac-toe",
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: {
      move: ({ G, playerID }, cell) => {
        if (G.cells[cell] !== null) return INVALID_MOVE;
        G.cells[cell] = playerID;
      },
      client: false,
    },
  },
  endIf: ({ G, ctx }) => {
    if (won(G.cells)) return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
};

module.exports = { TicTacToe };
