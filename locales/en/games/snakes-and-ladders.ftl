snakes-and-ladders-start = Start
snakes-and-ladders-square = Square { $n }
