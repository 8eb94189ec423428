snakes-and-ladders-name = Serpientes y escaleras
snakes-and-ladders-summary = Corre de la casilla 1 a la 100 con un dado; las escaleras te suben, las serpientes te bajan, y se termina con la tirada exacta.

snakes-and-ladders-start = Salida
snakes-and-ladders-square = Casilla { $n }
