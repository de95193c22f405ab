-- wrk script for Tests/Scripts/server_load.py: posts sign-up bodies that differ per request and tallies the answers.
--
-- wrk -t2 -c64 -d12s -s server_load.lua http://127.0.0.1:PORT/PATH -- MODE TOKEN SECONDS FIRST [exact]
--   MODE     valid: every body is a good sign-up; mix: good, refused (422), oversized (413) and bad-token (403)
--            bodies, chosen by the request's counter (see kind_of)
--   TOKEN    the csrf_token cookie (64 hex digits); a good body carries the same value as its csrf_token field
--   SECONDS  each thread posts for this long, then lets its requests under way finish and sends nothing more
--            (wrk's own -d must be longer), so no request is cut off when wrk stops
--   FIRST    the number of the run's first thread (the rest follow it), so that runs against one server number
--            their threads apart and no two runs send one name or email (a server may hold emails unique)
--   exact    one connection per thread (wrk -tN -cN): each answer is then the answer to the thread's last request,
--            so answers are tallied by the kind of body that got them, and each 303's /welcome/N by its counter
--
-- Thread T's request C (C counts from 1 in each thread) is user_name "Load T-C"; every other field is derived
-- from T and C as server_load.py's expected_model derives it, so a stored model whose fields come from two
-- requests cannot pass. Samples/Server/Sources/signup-server-bench/LoadBodies.swift writes the same good bodies
-- for the per-request benchmark. done() prints one line "LOAD-RESULT <json>" for the Python side.

local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } server_load_timespec;
int clock_gettime(int clock_id, server_load_timespec *tp);
]]
local timespec = ffi.new("server_load_timespec")

-- Seconds on CLOCK_MONOTONIC (1), the same clock in every thread.
local function now()
    ffi.C.clock_gettime(1, timespec)
    return tonumber(timespec.tv_sec) + tonumber(timespec.tv_nsec) * 1e-9
end

local GENDERS = { "female", "male", "prefer_not_to_say" }
local TOPICS = { "swift", "design", "music", "travel", "photography" }

-- The kind of body request C sends. In a mix, of every 20 requests: 1 oversized, 2 bad-token, 4 invalid, 13 valid.
function kind_of(c)
    if mode ~= "mix" then return "valid" end
    local m = c % 20
    if m == 7 then return "oversized" end
    if m == 3 or m == 13 then return "badtoken" end
    if m == 1 or m == 6 or m == 11 or m == 16 then return "invalid" end
    return "valid"
end

-- The urlencoded fields of a good sign-up for thread t's request c; `invalid` breaks the email or the age.
local function fields(t, c, invalid)
    local age = 13 + (c * 7 + t) % 120
    local email = string.format("load.%d.%d%%40example.com", t, c)
    if invalid then
        if c % 10 == 1 then email = string.format("load.%d.%d-at-example.com", t, c) else age = 151 end
    end
    local cn = c % 3 == 0
    local parts = {
        "user_name=Load+" .. t .. "-" .. c,
        "age=" .. age,
        "gender=" .. GENDERS[(c + t) % 3 + 1],
        "email=" .. email,
        string.format("phone=%%2B1+555+%d+%d", t, c),
        "tags%5B%5D=t" .. (c % 5),
        "tags%5B%5D=thread-" .. t,
        "topics%5B%5D=" .. TOPICS[c % 5 + 1],
        "topics%5B%5D=" .. TOPICS[(c + 2) % 5 + 1],
        string.format("birthday=%04d-%02d-%02d", 1950 + c % 50, 1 + c % 12, 1 + c % 28),
        "newsletter=" .. (c % 2 == 0 and "true" or "false"),
        string.format("about_me=Caf%%C3%%A9+order+%d+of+%d", c, t),
        "address%5Bstreet%5D=" .. c .. "+Load+Street",
        "address%5Bcity%5D=City+" .. t,
        "address%5Bzip%5D=Z" .. c,
        "address%5Bcountry%5D=" .. (cn and "CN" or "UK"),
    }
    if cn then parts[#parts + 1] = "address%5Bprovince%5D=Province+" .. c end
    return table.concat(parts, "&")
end

-- The whole body of request c of this thread, by its kind.
local function body_of(c, kind)
    local rest = fields(id, c, kind == "invalid")
    if kind == "badtoken" then
        -- Half carry another token than the cookie's, half none at all.
        if c % 20 == 3 then return "csrf_token=" .. wrong_token .. "&" .. rest end
        return rest
    end
    local body = "csrf_token=" .. token .. "&" .. rest
    if kind == "oversized" then return body .. "&padding=" .. padding end
    return body
end

local threads = {}

function setup(thread)
    threads[#threads + 1] = thread
    thread:set("index", #threads)
end

function init(args)
    mode, token, exact = args[1], args[2], args[5] == "exact"
    id = tonumber(args[4]) + index - 1
    deadline = now() + tonumber(args[3])
    -- Another valid token: the first digit changed.
    wrong_token = (token:sub(1, 1) == "0" and "1" or "0") .. token:sub(2)
    padding = mode == "mix" and string.rep("x", 2 * 1024 * 1024) or ""
    headers = { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = "csrf_token=" .. token }
    counter, answered, first_sent, last_answer, parked, ready = 0, 0, 0, 0, false, false
    sent, tally, locations, location_counters, echo_mismatches = {}, {}, {}, {}, 0
    pending = nil
end

function delay()
    ready = true
    if now() < deadline then return 0 end
    -- The time is up: this connection sends nothing more. Once every request sent is answered, the thread stops.
    parked = true
    if answered == counter then wrk.thread:stop() end
    return 3600000
end

function request()
    -- wrk calls request() once on the first thread before the run, to check the request it returns, and never
    -- sends that one; every request sent follows a call to delay() (or a reconnection after an error).
    if counter == 0 and not ready then return wrk.format("POST", nil, headers, "") end
    counter = counter + 1
    if counter == 1 then first_sent = now() end
    local kind = kind_of(counter)
    sent[kind] = (sent[kind] or 0) + 1
    pending = counter
    return wrk.format("POST", nil, headers, body_of(counter, kind))
end

function response(status, response_headers, body)
    answered = answered + 1
    last_answer = now()
    local key = exact and (kind_of(pending) .. " " .. status) or tostring(status)
    tally[key] = (tally[key] or 0) + 1
    local location = response_headers["Location"] or response_headers["location"]
    local number = location and tonumber(location:match("/(%d+)$"))
    if status == 303 and number then
        locations[#locations + 1] = number
        if exact then location_counters[#location_counters + 1] = pending end
    end
    -- A refused form is written back with the name that was posted.
    if exact and status == 422 then
        local echoed = 'name="user_name" value="Load ' .. id .. "-" .. pending .. '"'
        if not body:find(echoed, 1, true) then echo_mismatches = echo_mismatches + 1 end
    end
    pending = nil
    if parked and answered == counter then wrk.thread:stop() end
end

-- A JSON text of numbers, plain strings (no escapes needed), booleans and tables (arrays when they have a first
-- element; an empty table is written {}).
local function json(value)
    local kind = type(value)
    if kind == "number" then return string.format("%.17g", value) end
    if kind == "string" then return string.format("%q", value) end
    if kind == "boolean" then return tostring(value) end
    local items = {}
    if value[1] ~= nil then
        for _, item in ipairs(value) do items[#items + 1] = json(item) end
        return "[" .. table.concat(items, ",") .. "]"
    end
    for name, item in pairs(value) do items[#items + 1] = json(tostring(name)) .. ":" .. json(item) end
    return "{" .. table.concat(items, ",") .. "}"
end

function done(summary, latency, requests)
    local result = { threads = {}, summary = summary, latency = {} }
    for _, p in ipairs({ 50, 90, 99, 99.9 }) do result.latency[tostring(p)] = latency:percentile(p) end
    result.latency.max = latency.max
    result.latency.mean = latency.mean
    for _, thread in ipairs(threads) do
        local record = {}
        for _, name in ipairs({ "id", "counter", "answered", "first_sent", "last_answer", "sent", "tally",
            "locations", "location_counters", "echo_mismatches", "pending" }) do
            record[name] = thread:get(name)
        end
        result.threads[#result.threads + 1] = record
    end
    io.write("LOAD-RESULT " .. json(result) .. "\n")
end
