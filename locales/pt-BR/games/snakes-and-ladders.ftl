snakes-and-ladders-start = Início
snakes-and-ladders-square = Casa { $n }
