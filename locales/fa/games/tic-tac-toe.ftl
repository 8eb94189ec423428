tic-tac-toe-name = دوز
tic-tac-toe-summary = دو بازیکن به نوبت در جدول ۳×۳ علامت می‌گذارند؛ سه علامت در یک ردیف می‌برد.

tic-tac-toe-cell = ردیف { $row }، ستون { $col }
tic-tac-toe-empty = خالی
# علامت جای اول و جای دوم، همان‌طور که صفحه می‌کشد.
tic-tac-toe-mark = { $seat ->
    [0] X
   *[other] O
}
# وضعیت در زیرنویس، یک خط برای هر ردیف: «ردیف ۱: X، خالی، O».
tic-tac-toe-row = ردیف { $row }: { $cells }
