package referee

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// Message is one line the referee sends an external bot. Type "start" opens
// the match (Game, Seat, Players); "move" asks for a move (View, Legal,
// Events since the last message); "end" closes it (Winners, Events).
type Message struct {
	Type    string        `json:"type"`              // "start", "move" or "end"
	Game    string        `json:"game,omitempty"`    // the game's name (start)
	Seat    game.Player   `json:"seat"`              // the bot's seat
	Players int           `json:"players,omitempty"` // how many players (start)
	View    any           `json:"view,omitempty"`    // the game's View of the bot's seat, as JSON (move)
	Legal   []string      `json:"legal,omitempty"`   // the bot's legal moves in notation (move)
	Events  []string      `json:"events,omitempty"`  // what happened since the last message, as the seat may know it
	Winners []game.Player `json:"winners,omitempty"` // who won (end)
}

// Answer is the line an external bot sends back to a "move" message.
type Answer struct {
	Move string `json:"move"` // one of the message's legal moves, in notation
}

// External is a bot that is another program: it reads Messages, one JSON
// object a line, on its standard input, and answers each "move" with an
// Answer line on its standard output. What it writes on standard error is
// kept for the record of a crash.
type External[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	spec   game.Spec[S, M, V, E]
	seat   game.Player
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  chan string
	quit   chan struct{} // closed by Close: stop passing lines on
	exited chan struct{} // closed once the program has exited
	stderr tail
	mu     sync.Mutex // guards events, closed and writing to in: a Choose that timed out may still be waiting
	events []string
	closed bool
}

// NewExternal starts the program command with args as the bot for seat in a
// game of g for players seats, and sends it the "start" message.
func NewExternal[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seat game.Player, players int, command string, args ...string) (*External[S, M, V, E], error) {
	b := &External[S, M, V, E]{spec: g, seat: seat, cmd: exec.Command(command, args...),
		lines: make(chan string, 1), quit: make(chan struct{}), exited: make(chan struct{})}
	b.cmd.Stderr = &b.stderr
	in, err := b.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := b.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := b.cmd.Start(); err != nil {
		return nil, fmt.Errorf("bot %s: %w", command, err)
	}
	b.in = in
	go b.read(out)
	b.send(Message{Type: "start", Game: g.Name, Seat: seat, Players: players})
	return b, nil
}

// read passes the program's output lines on until it ends, then waits for
// it to exit, so that all it wrote on standard error is kept.
func (b *External[S, M, V, E]) read(out io.Reader) {
	defer close(b.exited)
	defer close(b.lines)
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		select {
		case b.lines <- sc.Text():
		case <-b.quit:
			_, _ = io.Copy(io.Discard, out)
			_ = b.cmd.Wait()
			return
		}
	}
	_ = b.cmd.Wait()
}

// send writes msg as one line; a program that has gone shows at the next
// read. The caller holds b.mu.
func (b *External[S, M, V, E]) send(msg Message) {
	line, err := json.Marshal(msg)
	if err != nil {
		line, _ = json.Marshal(Message{Type: msg.Type, Seat: msg.Seat})
	}
	_, _ = b.in.Write(append(line, '\n'))
}

// Choose sends the view, the legal moves and the events since the last
// question, and reads the program's answer.
func (b *External[S, M, V, E]) Choose(v V) (M, error) {
	var zero M
	moves := v.AppendLegalMoves(nil)
	legal := make([]string, len(moves))
	for i, m := range moves {
		legal[i] = m.String()
	}
	b.mu.Lock()
	b.send(Message{Type: "move", Seat: b.seat, View: v, Legal: legal, Events: b.events})
	b.events = nil
	b.mu.Unlock()
	line, ok := <-b.lines
	if !ok {
		return zero, fmt.Errorf("the program ended without answering%s", b.stderr.say())
	}
	var a Answer
	dec := json.NewDecoder(strings.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil || a.Move == "" {
		return zero, &AnswerError{Kind: Malformed, Answer: line, Reason: `want {"move": "<a legal move in notation>"}`}
	}
	for i, text := range legal {
		if strings.EqualFold(strings.Join(strings.Fields(a.Move), " "), text) {
			return moves[i], nil
		}
	}
	m, err := b.spec.ParseMove(v.Sample(0), a.Move)
	if err != nil {
		return zero, &AnswerError{Kind: Malformed, Answer: a.Move, Reason: err.Error()}
	}
	return zero, &AnswerError{Kind: Illegal, Answer: m.String(), Reason: "not one of the legal moves sent"}
}

// Observe keeps the events, as the viewer may know them, for the next
// message.
func (b *External[S, M, V, E]) Observe(events []E) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range events {
		b.events = append(b.events, e.String())
	}
}

// Finish sends the "end" message with the winners and the last events.
func (b *External[S, M, V, E]) Finish(r Result) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.send(Message{Type: "end", Seat: b.seat, Winners: r.Winners, Events: b.events})
	b.events = nil
}

// Close closes the program's input and waits a moment for it to exit,
// killing it if it does not.
func (b *External[S, M, V, E]) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	close(b.quit)
	_ = b.in.Close()
	b.mu.Unlock()
	select {
	case <-b.exited:
	case <-time.After(time.Second):
		_ = b.cmd.Process.Kill()
		<-b.exited
	}
	return nil
}

// tail keeps the last kilobyte written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

// Write keeps p, dropping what is more than a kilobyte old.
func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 1024 {
		t.buf = t.buf[len(t.buf)-1024:]
	}
	return len(p), nil
}

// say is what the program wrote on standard error, for an error message.
func (t *tail) say() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if s := strings.TrimSpace(string(t.buf)); s != "" {
		return ": " + s
	}
	return ""
}
