# اسم اللعبة: السلم والثعبان.
snakes-and-ladders-start = البداية
snakes-and-ladders-square = المربع { $n }
