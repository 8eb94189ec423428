liars-dice-name = Liar's Dice
liars-dice-summary = Bid on what all the hidden dice show (ones are wild) or call a lie; the last player with dice wins.

# A bid: "3 × 5" is three dice showing five.
liars-dice-bid = { $count } × { $face }
liars-dice-round = Round { $round }
liars-dice-no-bid = No bid yet
liars-dice-standing-bid = Bid: { $bid }
liars-dice-wild-ones = Ones are wild (except in a bid on ones)
liars-dice-called = { $caller } called { $bidder }'s { $bid }: { $counted } showed. { $loser } loses a die.
liars-dice-called-short = Last call on { $bid }: { $counted } showed, the { $loser ->
    [bidder] bidder
   *[caller] caller
} lost a die.
liars-dice-last-round = Last call
liars-dice-dice-left = { $count ->
    [one] { $count } die
   *[other] { $count } dice
}
liars-dice-out = out
liars-dice-liar = 🤥 Liar!
liars-dice-my-dice-button = 🎲 My dice
liars-dice-my-dice = Your dice: { $dice }
liars-dice-no-dice = You have no dice in this round.
liars-dice-your-dice = Your dice
liars-dice-count = Count
liars-dice-face = Face
liars-dice-place-bid = Bid
liars-dice-history = Bids this round
