snakes-and-ladders-name = Змії та драбини
snakes-and-ladders-summary = Пройдіть від 1-ї клітинки до 100-ї на одному кубику; драбини піднімають, змії опускають, фініш — точним кидком.

snakes-and-ladders-start = Старт
snakes-and-ladders-square = Клітинка { $n }
