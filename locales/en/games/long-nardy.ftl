long-nardy-name = Long nardy
long-nardy-summary = Race fifteen checkers the same way round from your head and bear them off; no hitting, one checker holds a point.

# One checker's step, in the board's numbers: 13 → 9, or 3 → off.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = off
long-nardy-undo-button = ↩ Undo
long-nardy-confirm-button = ✔ Done
long-nardy-to-move = To play: { $dice }
long-nardy-turn-done = Dice played: press Done, or undo
long-nardy-no-move = No legal move: press Done
long-nardy-opening = Opening roll { $first }–{ $second }
# How the game ended: a mars (the loser bore off none) counts two.
long-nardy-result = { $mars ->
    [yes] Mars! { $points } points
   *[no] { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
}
