package dev.peregrine.kafka;

import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import kafka.server.BrokerServer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One real Kafka broker in KRaft mode (a single node that is both controller and broker), started in this JVM
 * by Kafka's own test kit on a random port, and shared by every test class of the run: starting it costs
 * seconds, so it is started once, on first use, and stopped when the run ends. Test classes take it as a
 * parameter ({@code @ExtendWith(KafkaBroker.Extension.class)}) and give their topics unique names.
 */
final class KafkaBroker implements ExtensionContext.Store.CloseableResource {
  private final KafkaClusterTestKit cluster;
  private final Admin admin;

  private KafkaBroker() throws Exception {
    TestKitNodes nodes = new TestKitNodes.Builder().setCombined(true).setNumBrokerNodes(1)
        .setNumControllerNodes(1).build();
    cluster = new KafkaClusterTestKit.Builder(nodes)
        // One node: the internal topics cannot be replicated, and 50 offsets partitions would slow the
        // first consumer group down for nothing.
        .setConfigProp("offsets.topic.replication.factor", "1")
        .setConfigProp("offsets.topic.num.partitions", "1")
        .setConfigProp("transaction.state.log.replication.factor", "1")
        .setConfigProp("transaction.state.log.min.isr", "1")
        // A group's first member would otherwise wait 3 s for others to join.
        .setConfigProp("group.initial.rebalance.delay.ms", "0")
        // On a loaded machine the node's heartbeats to its own controller can come later than the default
        // 9 s allow; the broker would be fenced and, with no other broker to lead its partitions, stall
        // every producer and consumer until it is let back in.
        .setConfigProp("broker.session.timeout.ms", "60000")
        .build();
    cluster.format();
    cluster.startup();
    cluster.waitForReadyBrokers();
    admin = Admin.create(Map.of("bootstrap.servers", cluster.bootstrapServers()));
  }

  String bootstrapServers() {
    return cluster.bootstrapServers();
  }

  /**
   * A new topic with a name no other test uses, once the broker leads every partition of it. The metadata
   * that clients fetch names the leader a moment before the broker's replica manager has become it; a
   * producer that writes in that moment is told NOT_LEADER_OR_FOLLOWER, and an idempotent producer's retry
   * of it has been seen (on a loaded machine) to fall into OUT_OF_ORDER_SEQUENCE_NUMBER until its delivery
   * timeout, a broker start-up matter that says nothing of the serdes under test.
   */
  String createTopic(String prefix, int partitions) throws Exception {
    String name = prefix + "-" + UUID.randomUUID();
    admin.createTopics(Set.of(new NewTopic(name, partitions, (short) 1))).all().get(30, TimeUnit.SECONDS);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    for (int p = 0; p < partitions; p++) {
      TopicPartition partition = new TopicPartition(name, p);
      while (!leads(partition)) {
        if (System.nanoTime() > deadline) throw new IllegalStateException("No leader for " + partition);
        Thread.sleep(10);
      }
    }
    return name;
  }

  private boolean leads(TopicPartition partition) {
    for (BrokerServer broker : cluster.brokers().values()) {
      var online = broker.replicaManager().onlinePartition(partition);
      if (online.isDefined() && online.get().isLeader()) return true;
    }
    return false;
  }

  @Override
  public void close() throws Exception {
    admin.close();
    cluster.close();
  }

  /** Resolves a {@link KafkaBroker} parameter to the run's one broker. */
  static final class Extension implements ParameterResolver {
    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
      return parameter.getParameter().getType() == KafkaBroker.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
      // The root store outlives every test class and closes its resources when the whole run ends.
      return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
          .getOrComputeIfAbsent(KafkaBroker.class, key -> start(), KafkaBroker.class);
    }

    private static KafkaBroker start() {
      try {
        return new KafkaBroker();
      } catch (Exception e) {
        throw new IllegalStateException("The Kafka broker did not start", e);
      }
    }
  }
}
