snakes-and-ladders-name = Змеи и лестницы
snakes-and-ladders-summary = Пройдите с 1-й клетки до 100-й на одном кубике; лестницы поднимают, змеи спускают, финиш — точным броском.

snakes-and-ladders-start = Старт
snakes-and-ladders-square = Клетка { $n }
