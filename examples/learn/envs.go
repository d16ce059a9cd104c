package learn

// Envs is a batch of games played at once, each on its own: Step takes one
// action id for each game, from the player to act there, and plays the
// bots' moves after it; a game that ends starts again at once.
type Envs interface {
	// Info describes the games: their number and the sizes of the arrays.
	Info() Info
	// Step plays actions[i] in game i for its player to act. An action
	// that is not a legal id of that player is an error naming the game,
	// and no game is changed.
	Step(actions []int) error
	// Batch is what Open or the last Step left: the player to act in each
	// game, what they see, their legal ids, the rewards and which games
	// ended. It is overwritten by the next Step.
	Batch() *Batch
}

// Info describes a batch of games.
type Info struct {
	Game     string `json:"game"`      // the game's name
	Envs     int    `json:"envs"`      // the number of games
	Seats    int    `json:"seats"`     // players in each game
	Actions  int    `json:"actions"`   // the action ids, 0 to Actions-1
	ObsShape []int  `json:"obs_shape"` // the shape of one observation
	ObsSize  int    `json:"obs_size"`  // its length, the product of ObsShape
}

// Batch holds what the client is told of every game of a batch: game i's
// values are at index i of each array, or, in Rewards, Obs and Mask, in
// the row from i times the row's length.
type Batch struct {
	// Player is the seat to act in game i now (0 for P1).
	Player []int32
	// Reward is the reward of the seat that acted in game i in this step:
	// non-zero only when the game ended (see Config.Reward).
	Reward []float32
	// Rewards are every seat's rewards, Seats a game.
	Rewards []float32
	// Obs is the observation of the seat to act, ObsSize a game.
	Obs []float32
	// Mask is 1 for each legal action id of the seat to act, Actions a game.
	Mask []uint8
	// Done is 1 where the game ended in the step; Player, Obs and Mask are
	// then the new game's, which started in its place.
	Done []uint8
}

// newBatch makes the arrays of a batch for info.
func newBatch(in Info) Batch {
	return Batch{
		Player: make([]int32, in.Envs), Reward: make([]float32, in.Envs), Rewards: make([]float32, in.Envs*in.Seats),
		Obs: make([]float32, in.Envs*in.ObsSize), Mask: make([]uint8, in.Envs*in.Actions), Done: make([]uint8, in.Envs),
	}
}
