snakes-and-ladders-name = السلم والثعبان
snakes-and-ladders-summary = تسابق من المربع 1 إلى 100 بحجر نرد واحد؛ السلالم ترفعك والثعابين تُنزلك، والنهاية برمية دقيقة.

snakes-and-ladders-start = البداية
snakes-and-ladders-square = المربع { $n }
