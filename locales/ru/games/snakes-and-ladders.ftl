snakes-and-ladders-start = Старт
snakes-and-ladders-square = Клетка { $n }
