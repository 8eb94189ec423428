# Название игры: Змеи и лестницы.

snakes-and-ladders-start = Старт
snakes-and-ladders-square = Клетка { $n }
