# Nombre del juego: Serpientes y escaleras.
snakes-and-ladders-start = Salida
snakes-and-ladders-square = Casilla { $n }
