snakes-and-ladders-start = Start
snakes-and-ladders-square = Feld { $n }
