// The peer server of `npm run bench:peer`: boardgame.io's Server with its
// default InMemory storage, on the port given as the first argument. Prints
// "ready" once it listens.
const { Server } = require("boardgame.io/server");
const { TicTacToe } = require("./tic-tac-toe.cjs");

const server = Server({ games: [TicTacToe], origins: ["http://127.0.0.1"] });
server.run(Number(process.argv[2]), () => process.stdout.write("ready\n"));
