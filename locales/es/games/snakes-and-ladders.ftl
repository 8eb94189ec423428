snakes-and-ladders-start = Salida
snakes-and-ladders-square = Casilla { $n }
