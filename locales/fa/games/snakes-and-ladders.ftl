snakes-and-ladders-name = مار و پله
snakes-and-ladders-summary = با یک تاس از خانهٔ ۱ تا ۱۰۰ بروید؛ پله‌ها بالا می‌برند، مارها پایین می‌آورند و پایان فقط با عدد دقیق است.

snakes-and-ladders-start = شروع
snakes-and-ladders-square = خانهٔ { $n }
