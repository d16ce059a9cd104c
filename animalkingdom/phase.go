package animalkingdom

// Phase is the part of the game the table is at: the setup, then in each
// turn the active player's choice of action, the benefits and the
// activations of that action (player by player, the active player first),
// Gaia's turn in the solo game, the last window after the last round, and
// the end; with Animal Kingdom, the players' choice of their Animals
// after the setup, and the Global Ability at the end of each round but
// the last. Activation is Green's Phase once every player has planted;
// for the other actions each player's benefit is followed by their
// activation.
type Phase uint8

// The phases. NoPhase is the zero State's.
const (
	NoPhase         Phase = iota
	SetupPhase            // the players choose their sides and resolve their Island's setup
	ActionPhase           // the active player chooses an action
	BenefitPhase          // a player takes the action's main or minor benefit
	ActivationPhase       // a player activates the abilities answering the action
	GaiaPhase             // solo: the player places Gaia's Leaf
	FinalPhase            // the last window, after the last round
	OverPhase             // the game is over
	AnimalsPhase          // Animal Kingdom: the players keep their Animals, all at once
	GlobalPhase           // Animal Kingdom: each player in turn resolves the Global Ability
	numPhases
)

var phaseNames = [numPhases]string{"", "setup", "action", "benefit", "activation", "gaia", "final", "over", "animals", "global"}

// String names the phase ("activation").
func (p Phase) String() string {
	if p < numPhases {
		return phaseNames[p]
	}
	return "Phase(?)"
}

// stagePhase is the Phase of each stage.
var stagePhase = [...]Phase{
	stSetup:    SetupPhase,
	stAction:   ActionPhase,
	stBenefit:  BenefitPhase,
	stPlant:    BenefitPhase,
	stKeep:     BenefitPhase,
	stMinor:    BenefitPhase,
	stActivate: ActivationPhase,
	stEndTurn:  ActivationPhase,
	stFinal:    FinalPhase,
	stGaiaLeaf: GaiaPhase,
	stOrder:    ActivationPhase,
	stOver:     OverPhase,
	stAnimals:  AnimalsPhase,
	stGlobal:   GlobalPhase,
}

// Phase returns the part of the game the table is at; NoPhase for the
// zero State.
func (s State) Phase() Phase {
	if s.zero() || int(s.d.Stage) >= len(stagePhase) {
		return NoPhase
	}
	return stagePhase[s.d.Stage]
}
