ludo-name = Ludo
ludo-summary = Race four tokens round the board and home; a 6 brings one out, landing on a rival sends it back.

ludo-token = Token { $n }
# Where a token is: its yard, a square of the loop counted from its start, its home column, home.
ludo-place-yard = yard
ludo-place-home = home
ludo-place-column = home column { $n }
ludo-place-square = square { $n }
# A move button: token { $token } leaves its yard, goes { $steps } squares or reaches home ("1 ➜ out", "2 ➜ +3", "3 ➜ 🏠");
# a move that sends a rival back is marked ⚔. Order or replace the symbols as your players read them.
ludo-move-out = { $token } ➜ out
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Said after a move that sends rivals back to their yard ("Ann: Token 2: square 9, a rival token sent back to its yard").
ludo-sent-back = { $count ->
    [one] a rival token sent back to its yard
   *[other] { $count } rival tokens sent back to their yards
}
ludo-pick-token = Rolled { $die }: pick a token
ludo-roll-again = Six! Roll again
# Image and web board: the yard and home areas.
ludo-yard = Yard
ludo-home = Home
