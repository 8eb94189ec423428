ludo-name = Ludo
ludo-summary = Race four tokens round the board and home; a 6 brings one out, landing on a rival sends it back.

ludo-token = Token { $n }
# Where a token is: its yard, a square of the loop counted from its start, its home column, home.
ludo-place-yard = yard
ludo-place-home = home
ludo-place-column = home column { $n }
ludo-place-square = square { $n }
# On a move button, for a token leaving its yard: "1 ➜ out".
ludo-out = out
ludo-pick-token = Rolled { $die }: pick a token
ludo-roll-again = Six! Roll again
# Image and web board: the yard and home areas.
ludo-yard = Yard
ludo-home = Home
