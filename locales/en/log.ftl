## Game log lines (one per engine event) and the names they use.

seat-name = Seat { $n }
role-lord = Lord
role-loyalist = Loyalist
role-rebel = Rebel
role-renegade = Renegade
phase-prepare = Preparation Phase
phase-judge = Judgement Phase
phase-draw = Draw Phase
phase-play = Play Phase
phase-discard = Discard Phase
phase-finish = Finish Phase
suit-spade = ♠
suit-heart = ♥
suit-club = ♣
suit-diamond = ♦
card-face = { $name } { $suit }{ $rank }
card-virtual = { $name } ({ $cards })
card-converted = { $name } ({ $via }: { $cards })
zone-deck = the deck
zone-discard = the discard pile
zone-processing = the processing area
zone-hand = { $seat }'s hand
zone-equip = { $seat }'s equipment
zone-judge = { $seat }'s judgement area
nature-normal = normal
nature-thunder = thunder
nature-fire = fire
winner-lord = the Lord and the Loyalists win
winner-rebels = the Rebels win
winner-renegade = the Renegade { $seat } wins
winner-aborted = the game stopped (an engine error)
winner-draw = a draw
list-separator = ,{" "}
none = none

log-game-started = The game begins with { $players } players.
log-role-assigned = { $seat } is the { $role }.
log-generals-offered = { $seat } may choose from: { $generals }.
log-general-chosen = { $seat } chose { $general }.
log-general-picked = { $seat } has chosen a general.
log-hp-set = { $seat } has { $hp }/{ $max } HP.
log-turn-started = Turn { $turn }: { $seat } begins.
log-phase-started = { $seat } enters the { $phase }.
log-phase-skipped = { $seat } skips the { $phase }.
log-cards-moved = { $count ->
    [one] 1 card
   *[other] { $count } cards
} moved from { $from } to { $to }: { $cards }.
log-cards-moved-hidden = { $count ->
    [one] 1 card
   *[other] { $count } cards
} moved from { $from } to { $to }.
log-deck-reshuffled = The discard pile is shuffled into a new deck ({ $count } cards).
log-card-used = { $user } uses { $card }{ $targets }.
log-card-used-targets = {" "}on { $targets }
log-card-played = { $seat } plays { $card }.
log-nullified = { $card } on { $target } is cancelled by Nullification.
log-no-effect = { $card } has no effect on { $target }.
log-slash-dodged = { $target } dodges { $source }'s Slash.
log-damage = { $target } takes { $amount } { $nature } damage from { $source } ({ $hp } HP left).
log-damage-no-source = { $target } takes { $amount } { $nature } damage with no source ({ $hp } HP left).
log-damage-prevented = The damage to { $target } is prevented.
log-hp-lost = { $seat } loses { $amount } HP ({ $hp } left).
log-recovered = { $seat } recovers { $amount } HP (now { $hp }).
log-judgement = { $seat } makes a judgement for { $reason }: { $card }.
## What a judgement did: `$by` is the judging card or skill (its id), `$effect` whether it takes effect.
log-judgement-result = { $effect ->
    [yes] { $by ->
        [indulgence] { $reason } takes effect ({ $card }): { $seat } skips the { phase-play }.
        [lightning] { $reason } takes effect ({ $card }): { $seat } is to take 3 thunder damage.
        [eight_diagram] { $reason } takes effect ({ $card }): { $seat } counts as having used or played a { card-jink }.
        [ganglie] { $reason } takes effect ({ $card }): the damage source must discard two hand cards or take 1 damage.
        [luoshen] { $reason } takes effect ({ $card }): { $seat } keeps the card and may judge again.
        [tieji] { $reason } takes effect ({ $card }): this { card-slash } cannot be answered with a { card-jink }.
       *[other] { $reason } takes effect ({ $card }).
    }
   *[no] { $by ->
        [indulgence] { $reason } has no effect ({ $card }): { $seat } plays the { phase-play } as usual.
        [lightning] { $reason } has no effect ({ $card }): it moves on to the next player.
       *[other] { $reason } has no effect ({ $card }).
    }
}
log-skill-invoked = { $seat } invokes { $skill }.
log-dying = { $seat } is dying.
log-saved = { $seat } is saved.
log-died = { $seat } dies; they were the { $role }.
log-reward = { $seat } killed a Rebel and draws { $cards } cards.
log-penalty = { $seat }, the Lord, killed a Loyalist and discards all hand and equipment cards.
log-game-over = Game over: { $winner }.
log-target-changed = The { $card } now targets { $target }.
log-card-shown = { $seat } shows { $cards }.
log-declined = { $seat } does not save { $dying }.
log-no-answer = Nobody answers { $skill }: { $target } gets no { $card }.
log-declined-self = { $seat } does not save themselves.
log-option-chosen = { $seat } chooses { $choice } for { $reason }.
log-mark-set = { $seat } is marked { $mark } ({ $value }).
log-mark-removed = { $seat } is no longer marked { $mark }.
log-recast = { $seat } recasts { $card } and draws a card.
mark-chained = chained
mark-drunk = drunk
mark-turned-over = turned over
mark-skill = { $skill }

# What a request asks for (a card pattern).
pattern-red = a red card
pattern-black = a black card
pattern-colorless = a colourless card
pattern-suit = a { $suit } card
pattern-any = any card
