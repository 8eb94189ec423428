# نام بازی: مار و پله.
snakes-and-ladders-start = شروع
snakes-and-ladders-square = خانهٔ { $n }
