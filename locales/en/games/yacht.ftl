yacht-name = Yacht
yacht-summary = Roll five dice up to three times a turn and fill all 13 scorecard boxes; highest total wins.

# Scorecard rows, as the image, the buttons and the web board name them (short: buttons are narrow).
yacht-ones = Ones
yacht-twos = Twos
yacht-threes = Threes
yacht-fours = Fours
yacht-fives = Fives
yacht-sixes = Sixes
yacht-bonus = Bonus (63+)
yacht-three-of-a-kind = 3 of a kind
yacht-four-of-a-kind = 4 of a kind
yacht-full-house = Full house
yacht-small-straight = Sm. straight
yacht-large-straight = Lg. straight
# The game's own name where players know it otherwise ("Kniffel" in German).
yacht-yacht = Yacht
yacht-chance = Chance
yacht-total = Total

yacht-rolls-left = Rolls left: { $count }
yacht-roll-left-button = 🎲 Roll ({ $count } left)
yacht-stop-button = ✋ Stop rolling
yacht-stop-rolling = Stop rolling
yacht-category = Category
# A caption's position: the dice, and those kept for the next roll.
yacht-dice = Dice: { $dice }
yacht-dice-held = Dice: { $dice }; held: { $held }
