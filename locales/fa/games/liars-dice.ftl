liars-dice-name = تاس دروغگو
liars-dice-summary = روی آنچه همهٔ تاس‌های پنهان نشان می‌دهند پیشنهاد بدهید (یک‌ها جوکرند) یا بگویید دروغ است؛ آخرین کسی که تاس دارد می‌برد.

# یک پیشنهاد: «3 × 5» یعنی سه تاس که پنج آمده‌اند.
liars-dice-bid = { $count } × { $face }
liars-dice-round = دور { $round }
liars-dice-no-bid = هنوز پیشنهادی نیست
liars-dice-standing-bid = پیشنهاد: { $bid }
liars-dice-wild-ones = یک‌ها جوکرند (جز در پیشنهاد روی یک)
liars-dice-called = { $caller } پیشنهاد { $bidder } ({ $bid }) را دروغ خواند: { $counted } تا آمد. { $loser } یک تاس می‌بازد.
liars-dice-called-short = آخرین چالش روی { $bid }: { $counted } تا آمد؛ { $loser ->
    [bidder] پیشنهاددهنده
   *[caller] چالش‌کننده
} یک تاس باخت.
liars-dice-last-round = آخرین چالش
liars-dice-dice-left = { $count } تاس
liars-dice-out = بیرون
liars-dice-liar = 🤥 دروغه!
liars-dice-my-dice-button = 🎲 تاس‌های من
liars-dice-my-dice = تاس‌های شما: { $dice }
liars-dice-no-dice = در این دور تاسی ندارید.
liars-dice-your-dice = تاس‌های شما
liars-dice-count = تعداد
liars-dice-face = عدد
liars-dice-place-bid = پیشنهاد
liars-dice-history = پیشنهادهای این دور
