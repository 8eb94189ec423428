# Назва гри: Змії та драбини.

snakes-and-ladders-start = Старт
snakes-and-ladders-square = Клітинка { $n }
