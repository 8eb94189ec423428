snakes-and-ladders-name = Snakes and Ladders
snakes-and-ladders-summary = Race from square 1 to 100 on one die; ladders lift you, snakes drop you, finish on an exact roll.

snakes-and-ladders-start = Start
snakes-and-ladders-square = Square { $n }
