## Interface text: prompts, options, refusals.

ui-title = Legends of the Three Kingdoms
ui-you-are = You are { $seat }, the { $role }.
ui-your-hand = Hand: { $cards }
ui-seat-line = { $seat }{ $role }  HP { $hp }/{ $max }  hand { $hand }  equipment { $equip }  judgement { $judge }
ui-dead =  (dead)
ui-deck-line = Deck { $deck }, discard pile { $discard }
ui-enter-number = Enter a number: 
ui-enter-targets = Enter target seat numbers (separated by spaces): 
ui-enter-cards = Enter card numbers (separated by spaces): 
ui-invalid-input = Invalid input.
ui-refused = Not allowed: { $why }
ui-waiting = Waiting for { $seat }…
ui-yes = Yes
ui-no = No
ui-ai-seat = AI
prompt-play = Play phase: choose a card to use.
prompt-respond = { $reason }: { $using ->
    [yes] use
   *[no] play
} a { $card }?
prompt-choose-cards = { $reason }: choose { $min } to { $max } cards.
prompt-choose-seats = { $reason }: choose { $min } to { $max } players.
prompt-choose-option = { $reason }: choose one.
prompt-confirm = Use { $skill }?
prompt-arrange = { $reason }: arrange these cards.
prompt-distribute = { $reason }: hand out these cards.
reason-choose-general = Choose a general
reason-play-phase = Play phase
reason-discard-phase = Discard phase
reason-dying = { $seat } is dying
reason-card = { $card }
reason-card-about = { $card } ({ $seat })
option-end-phase = End the play phase
option-pass = Pass
option-use = Use { $card }
option-convert = { $skill }: { $count } hand cards as { $card }
option-hidden-card = { $seat }'s hand card #{ $index }
choice-discard-card = Discard a hand card
choice-let-draw = Let the attacker draw a card
choice-take-damage = Take 1 damage
illegal-game-over = The game is over.
illegal-not-your-turn = It is { $seat }'s decision.
illegal-wrong-kind = That answer does not fit the question.
illegal-not-an-option = That is not one of the options.
illegal-not-your-card = That card cannot be chosen here.
illegal-wrong-count = Choose { $min } to { $max }; you chose { $got }.
illegal-duplicate = The same item is chosen twice.
illegal-bad-target = { $seat } is not a legal target (distance or condition).
illegal-cannot-pass = You cannot decline here.
skill-offensive_horse = −1 horse
skill-defensive_horse = +1 horse
reason-trigger-order = Choose the order of your skills
choice-discard-two = Discard two hand cards
choice-recover = Recover 1 HP
choice-draw = Draw a card

## Desktop client
ui-new-game = New game
ui-quit = Quit
ui-language = Language
ui-players = players
ui-seat-human = Human
ui-seat-ai-easy = AI (easy)
ui-seat-ai-normal = AI (normal)
ui-seat-ai-hard = AI (hard)
ui-generals = Play with generals
ui-ex-cards = Add the EX cards
ui-seed = Seed (optional)
ui-back = Back
ui-start = Start
ui-confirm = Confirm
ui-keep-order = Put them back on top in this order
ui-give-to = Give all to { $seat }
ui-targets = Targets:
ui-turn-line = Turn { $turn } · { $seat }
ui-log = Log
ui-curtain = { $seat }, please take the seat
ui-curtain-ready = I am { $seat } — continue
ui-curtain-wait = The computer is playing, please wait…
ui-spectating = You are out of the game — the computer plays on.
ui-spectating-all = Every player is out — the computer plays on.
ui-skip-to-end = Skip to the end (End)
ui-skipping = Finishing the game…
ui-handover = { $seat }, please take the seat; everyone else, look away. Press Enter when ready.
ui-game-seed = Seed of this game: { $seed } (to replay it or report a bug)
ui-term-out = You are out of the game; the computer plays on. Press Enter to watch it a turn at a time, or type s and Enter to skip to the end.
ui-term-next-turn = (Enter: next turn · s: skip to the end)
ui-hand-count = { $n } cards
ui-distance = Distance { $d } · { $range ->
    [yes] in attack range
   *[no] out of attack range
}
ui-hp-full = ●
ui-hp-empty = ○
ui-settings = Settings
ui-ui-scale = Interface scale
ui-ai-delay = AI thinking time (s)
ui-animation-speed = Animation speed

## Language names, each in its own script
lang-zh-Hans = 简体中文
lang-zh-Hant = 繁體中文
lang-ja = 日本語
lang-en = English

## Why a seat cannot be targeted
why-dead = Dead
why-yourself = You cannot target yourself
why-out-of-range = Out of range: distance { $distance } > attack range { $range }
why-too-far = Too far: distance { $distance } > 1
why-no-cards = Has no cards to take
why-immune = A skill keeps them from being targeted
why-already-has = Already has one in the judgement area
why-no-weapon = Has no weapon
why-drawn-to = { $seat } is in range and draws every Slash (Shared Grievance)
ui-cannot-use-now = This card cannot be used now
faction-wei = Wei
faction-shu = Shu
faction-wu = Wu
faction-qun = Qun
ui-choose = Choose
ui-winner = Winner
ui-turns-played = { $turns } turns were played.
ui-ask-all-humans = Hot-seat: ask every player in every response window (reveals no hand)
ui-continue = Continue
ui-save-broken = The saved game cannot be read: { $why } (the file is kept)
