package referee

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/rulebox/rulebox/examples/game"
)

// Message is one line the referee sends an external bot. Type "start" opens
// the match (Game, Seat, Players, Cards), and the bot answers it with
// Ready; "move" asks for a move (View, Legal, Events since the last
// message), answered with an Answer; "end" closes it (Winners, Scores,
// Result, Fault, Events). PROTOCOL.md lists every key, and each game's
// view's, cards' and result's.
type Message struct {
	Type    string        `json:"type"`              // "start", "move" or "end"
	Game    string        `json:"game,omitempty"`    // the game's name (start)
	Seat    game.Player   `json:"seat"`              // the bot's seat
	Players int           `json:"players,omitempty"` // how many players (start)
	Cards   any           `json:"cards,omitempty"`   // the game's card facts, Spec.CardFacts (start)
	View    any           `json:"view,omitempty"`    // the game's View of the bot's seat, as JSON (move)
	Legal   []string      `json:"legal,omitempty"`   // the bot's legal moves in notation (move)
	Events  []string      `json:"events,omitempty"`  // what happened since the last message, as the seat may know it
	Winners []game.Player `json:"winners,omitempty"` // who won (end)
	Scores  []int         `json:"scores,omitempty"`  // by seat, the game's Score at the end, as the record keeps it (end)
	Result  any           `json:"result,omitempty"`  // the game's result at the end, Spec.Result: the scorepad (end)
	Fault   *Fault        `json:"fault,omitempty"`   // the forfeit that ended the match, if one did (end)
}

// Answer is the line an external bot sends back to a "move" message.
type Answer struct {
	Move string `json:"move"` // one of the message's legal moves, in notation
}

// External is a bot that is another program: it reads Messages, one JSON
// object a line, on its standard input, answers the "start" message with
// the Ready line within its ready time (Program.ReadyTime), and answers
// each "move" with an Answer line of at most MaxLine bytes on its standard
// output. What it writes on standard error is passed on, each line
// prefixed with its seat (Program.Stderr), and its end kept for the record
// of a crash. PROTOCOL.md, beside this package, describes every message.
//
// The program runs in a process group of its own, and everything in the
// group is killed when the bot is closed, or at once when the bot itself
// judges an answer (a line too long, a malformed or illegal answer, its
// output closed), so no process it started is left behind. The program's
// own exit ends its seat as the end of its output does (a crash, or not
// ready): its group is killed then, and what it wrote before is read, even
// while a process it started, in its group or not, still holds its output.
// Nothing the program does can block the referee past its time limits:
// messages are written to it without waiting, and Close waits at most
// CloseGrace for each step of its ending. A process that leaves the group (by setsid, say)
// is out of reach, unless the bot is isolated (Program.UID), where the end
// of the bot ends its whole PID namespace.
type External[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	spec   game.Spec[S, M, V, E]
	seat   game.Player
	pr     *process
	mu     sync.Mutex // guards events: a Choose that timed out may still be waiting
	events []string
}

// StartExternal starts p as the bot for seat in a game of g for players
// seats, and sends it the "start" message, with the card facts of the
// game's card set. The caller closes it.
func StartExternal[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seat game.Player, players int, p Program) (*External[S, M, V, E], error) {
	s, err := g.Start(players, 0)
	if err != nil {
		return nil, err
	}
	msg := Message{Type: "start", Game: g.Name, Seat: seat, Players: players}
	if g.CardFacts != nil {
		msg.Cards = g.CardFacts(s)
	}
	pr, err := start(p, seat.String())
	if err != nil {
		return nil, err
	}
	b := &External[S, M, V, E]{spec: g, seat: seat, pr: pr}
	b.send(msg)
	return b, nil
}

// send queues msg as one line; a program that has gone shows at the next
// read.
func (b *External[S, M, V, E]) send(msg Message) {
	line, err := json.Marshal(msg)
	if err != nil {
		line, _ = json.Marshal(Message{Type: msg.Type, Seat: msg.Seat})
	}
	b.pr.send(append(line, '\n'))
}

// Choose sends the view, the legal moves and the events since the last
// question, and reads the program's answer. An answer that is not one of
// the legal moves, a line over MaxLine bytes or the end of the program's
// output is judged at once: the program and its process group are killed.
func (b *External[S, M, V, E]) Choose(v V) (M, error) {
	if err := b.WaitReady(); err != nil {
		var zero M
		return zero, err
	}
	moves := v.AppendLegalMoves(nil)
	legal := make([]string, len(moves))
	for i, m := range moves {
		legal[i] = m.String()
	}
	b.mu.Lock()
	b.send(Message{Type: "move", Seat: b.seat, View: v, Legal: legal, Events: b.events})
	b.events = nil
	b.mu.Unlock()
	m, err := b.answer(v, moves, legal)
	if err != nil {
		b.pr.kill()
	}
	return m, err
}

// answer reads the program's answer and finds it among the legal moves.
// A line that is not an answer is Malformed; an answer whose move is not
// one of the legal moves is Illegal, whether the game's notation reads it
// or not (an unknown card, a move of another game): the bot's line was
// read, and its choice was wrong. The reason says which it was.
func (b *External[S, M, V, E]) answer(v V, moves []M, legal []string) (M, error) {
	var zero M
	l, ok := <-b.pr.lines
	switch {
	case !ok:
		b.pr.awaitStderr()
		return zero, fmt.Errorf("the program ended its output without answering%s", b.pr.stderr.say())
	case l.err != nil:
		return zero, &AnswerError{Kind: Malformed, Answer: "(a line over the limit)", Reason: fmt.Sprintf("a line longer than %d bytes", MaxLine)}
	}
	var a Answer
	if err := decodeLine(l.text, &a); err != nil || strings.TrimSpace(a.Move) == "" {
		return zero, &AnswerError{Kind: Malformed, Answer: l.text, Reason: `want {"move": "<a legal move in notation>"}`}
	}
	for i, text := range legal {
		if strings.EqualFold(strings.Join(strings.Fields(a.Move), " "), text) {
			return moves[i], nil
		}
	}
	m, err := b.spec.ParseMove(v.Sample(0), a.Move)
	if err != nil {
		return zero, &AnswerError{Kind: Illegal, Answer: a.Move, Reason: "not one of the legal moves sent: not a move of the game (" + err.Error() + ")"}
	}
	return zero, &AnswerError{Kind: Illegal, Answer: m.String(), Reason: "not one of the legal moves sent: a move the rules do not allow now"}
}

// WaitReady waits until the program has answered the "start" message with
// Ready, at most until its ready time from its start has passed, and
// returns a *ReadyError if it has not; the program is then killed. Choose
// waits for it first; a Match waits for every bot at once before the first
// move, so that no time spent starting counts against a move. Later calls
// return the first one's answer at once.
func (b *External[S, M, V, E]) WaitReady() error { return b.pr.ready.wait(b.pr) }

// Observe keeps the events, as the viewer may know them, for the next
// message.
func (b *External[S, M, V, E]) Observe(events []E) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range events {
		b.events = append(b.events, e.String())
	}
}

// Finish sends the "end" message with the winners, the scores, the
// game's result, the fault if any, and the last events.
func (b *External[S, M, V, E]) Finish(r Result, result any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.send(Message{Type: "end", Seat: b.seat, Winners: r.Winners, Scores: r.Scores, Result: result, Fault: r.Fault, Events: b.events})
	b.events = nil
}

// Close closes the program's input, gives it CloseGrace to exit, and then
// kills it and every process left in its group. It returns within twice
// CloseGrace, whatever the program does.
func (b *External[S, M, V, E]) Close() error {
	b.pr.close()
	return nil
}
