liars-dice-name = Lügenwürfel
liars-dice-summary = Biete auf das, was alle verdeckten Würfel zeigen (Einsen sind Joker), oder ruf „Lüge!“; wer zuletzt Würfel hat, gewinnt.

liars-dice-bid = { $count } × { $face }
liars-dice-round = Runde { $round }
liars-dice-no-bid = Noch kein Gebot
liars-dice-standing-bid = Gebot: { $bid }
liars-dice-wild-ones = Einser sind Joker (außer beim Gebot auf Einser)
liars-dice-called = { $caller } zweifelt { $bidder }s { $bid } an: { $counted } lagen. { $loser } verliert einen Würfel.
liars-dice-called-short = Zuletzt angezweifelt: { $bid }, { $counted } lagen; { $loser ->
    [bidder] der Bieter
   *[caller] der Zweifler
} verlor einen Würfel.
liars-dice-last-round = Letzte Aufdeckung
liars-dice-dice-left = { $count ->
    [one] { $count } Würfel
   *[other] { $count } Würfel
}
liars-dice-out = raus
liars-dice-liar = 🤥 Lüge!
liars-dice-my-dice-button = 🎲 Meine Würfel
liars-dice-my-dice = Deine Würfel: { $dice }
liars-dice-no-dice = Du hast in dieser Runde keine Würfel.
liars-dice-your-dice = Deine Würfel
liars-dice-count = Anzahl
liars-dice-face = Augen
liars-dice-place-bid = Bieten
liars-dice-history = Gebote dieser Runde
