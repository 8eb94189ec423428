liars-dice-name = نرد الكذّاب
liars-dice-summary = زايد على ما تُظهره كل أحجار النرد المخفية (الواحد جوكر) أو قل «كذب!»؛ يفوز آخر من يبقى معه نرد.

# مزايدة: «3 × 5» تعني ثلاثة أحجار نرد تُظهر خمسة.
liars-dice-bid = { $count } × { $face }
liars-dice-round = الجولة { $round }
liars-dice-no-bid = لا مزايدة بعد
liars-dice-standing-bid = المزايدة: { $bid }
liars-dice-wild-ones = الواحد جوكر (إلا في مزايدة على الواحد)
liars-dice-called = كذّب { $caller } مزايدة { $bidder } ({ $bid }): ظهر { $counted }. يخسر { $loser } حجر نرد.
liars-dice-called-short = آخر تكذيب على { $bid }: ظهر { $counted }؛ خسر { $loser ->
    [bidder] المزايد
   *[caller] المكذِّب
} حجر نرد.
liars-dice-last-round = آخر تكذيب
liars-dice-dice-left = { $count ->
    [zero] لا نرد
    [one] حجر نرد واحد
    [two] حجرا نرد
    [few] { $count } أحجار نرد
   *[other] { $count } حجر نرد
}
liars-dice-out = خارج
liars-dice-liar = 🤥 كاذب!
liars-dice-my-dice-button = 🎲 نردي
liars-dice-my-dice = نردك: { $dice }
liars-dice-no-dice = ليس لديك نرد في هذه الجولة.
liars-dice-your-dice = نردك
liars-dice-count = العدد
liars-dice-face = الوجه
liars-dice-place-bid = زايِد
liars-dice-history = مزايدات هذه الجولة
